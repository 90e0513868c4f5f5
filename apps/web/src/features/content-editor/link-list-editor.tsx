// A link list of a story (a footer group, the header, a banner's chips): each link a label and an
// address, added, removed and moved with labelled buttons (decision 191). Addresses are checked as
// they are typed with the API's rule: a path in this site or an https address, nothing else.
import { CONTENT_EDITOR_LIMITS, isSafeLinkUrl, LINK_URL_MESSAGE, type EditorLink } from '@storefront/contract';
import { useId, useRef, useState } from 'react';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { EditorInput } from './editor-input.tsx';

/** What is wrong with a link before it is sent, by its field. */
export function linkProblems(link: EditorLink): { label?: string; url?: string } {
  const problems: { label?: string; url?: string } = {};
  if (link.label.trim() === '') problems.label = 'a link needs a label';
  if (!isSafeLinkUrl(link.url.trim()))
    problems.url = link.url.trim() === '' ? 'a link needs an address' : LINK_URL_MESSAGE;
  return problems;
}

export const linkListValid = (links: EditorLink[]) =>
  links.every((link) => Object.keys(linkProblems(link)).length === 0);

type Move = 'up' | 'down' | 'remove';

export function LinkListEditor({
  label,
  links,
  serverErrors,
  showAllProblems,
  onChange,
}: {
  label: string;
  links: EditorLink[];
  /** The API's errors for this list, by `<index>.label` / `<index>.url` (or '' for the list). */
  serverErrors: Record<string, string>;
  /** After a save was stopped by a bad link: every link's problems, not only those left. */
  showAllProblems: boolean;
  onChange(links: EditorLink[]): void;
}) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // Addresses are judged once the editor leaves them (or saves), not at every key press.
  const [touched, setTouched] = useState<Set<number>>(new Set());
  const nameOf = (link: EditorLink, index: number) => link.label.trim() || `link ${index + 1}`;

  /**
   * After a change, focus follows the link: the same button in its row, or, where that one is now
   * disabled (moved to the top or the bottom), the row's next enabled one; the add button when no
   * link is left there.
   */
  const focusLater = (index: number, action: string) =>
    requestAnimationFrame(() => {
      const row = list.current?.querySelector<HTMLElement>(`[data-row="${index}"]`);
      const buttons = ['up', 'down', 'remove'].sort((a, b) => Number(b === action) - Number(a === action));
      const target = buttons
        .map((name) => row?.querySelector<HTMLButtonElement>(`[data-action="${name}"]`))
        .find((button) => button && !button.disabled);
      (target ?? addButton.current)?.focus();
    });

  /** The addresses already left (shown with their problems), kept on their links as rows move. */
  const keepTouched = (rowOf: (index: number) => number | null) =>
    setTouched((previous) => {
      const next = new Set<number>();
      for (const index of previous) {
        const row = rowOf(index);
        if (row !== null) next.add(row);
      }
      return next;
    });

  function change(index: number, move: Move) {
    const next = [...links];
    const [link] = next.splice(index, 1);
    if (!link) return;
    if (move === 'remove') {
      onChange(next);
      keepTouched((row) => (row === index ? null : row > index ? row - 1 : row));
      setAnnouncement(`Removed ${nameOf(link, index)}. ${next.length} links.`);
      focusLater(Math.min(index, next.length - 1), 'remove');
      return;
    }
    const to = move === 'up' ? index - 1 : index + 1;
    next.splice(to, 0, link);
    onChange(next);
    keepTouched((row) => (row === index ? to : row === to ? index : row));
    setAnnouncement(`Moved ${nameOf(link, index)} to position ${to + 1} of ${next.length}.`);
    focusLater(to, move);
  }

  function add() {
    const next = [...links, { label: '', url: '' }];
    onChange(next);
    setAnnouncement(`Added link ${next.length}.`);
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLInputElement>(`[data-row="${next.length - 1}"] input`)?.focus(),
    );
  }

  const edit = (index: number, field: keyof EditorLink, value: string) =>
    onChange(links.map((link, i) => (i === index ? { ...link, [field]: value } : link)));
  const full = links.length >= CONTENT_EDITOR_LIMITS.linksMax;

  return (
    <fieldset className="editor-links" aria-describedby={`${id}-hint`}>
      <legend>{label}</legend>
      <p id={`${id}-hint`} className="editor-field__hint">
        Each link needs a label and an address: a path in this site (/menu/pizza) or an https:// address. Use Up and
        Down to change the order customers see.
      </p>
      {serverErrors[''] && <p className="editor-field__error">{serverErrors['']}</p>}
      {links.length === 0 ? (
        <p className="editor-links__empty">No links in this list.</p>
      ) : (
        <ol ref={list} className="editor-links__items">
          {links.map((link, index) => {
            const problems = showAllProblems || touched.has(index) ? linkProblems(link) : {};
            const name = nameOf(link, index);
            return (
              <li key={index} data-row={index} className="editor-link">
                <EditorInput
                  id={`${id}-${index}-label`}
                  label={`Label of link ${index + 1}`}
                  value={link.label}
                  error={problems.label ?? serverErrors[`${index}.label`]}
                  onChange={(value) => edit(index, 'label', value)}
                />
                <div onBlur={() => setTouched((t) => new Set(t).add(index))}>
                  <EditorInput
                    id={`${id}-${index}-url`}
                    label={`Address of link ${index + 1}`}
                    value={link.url}
                    error={problems.url ?? serverErrors[`${index}.url`] ?? serverErrors[`${index}`]}
                    onChange={(value) => edit(index, 'url', value)}
                  />
                </div>
                <div className="editor-link__actions" role="group" aria-label={`Order of ${name}`}>
                  <Button
                    size="sm"
                    variant="secondary"
                    data-action="up"
                    aria-label={`Move ${name} up`}
                    disabled={index === 0}
                    onClick={() => change(index, 'up')}
                  >
                    Up
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    data-action="down"
                    aria-label={`Move ${name} down`}
                    disabled={index === links.length - 1}
                    onClick={() => change(index, 'down')}
                  >
                    Down
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    data-action="remove"
                    aria-label={`Remove ${name}`}
                    onClick={() => change(index, 'remove')}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <button
        ref={addButton}
        type="button"
        className={buttonClass({ size: 'sm', variant: 'secondary' }, 'editor-links__add')}
        disabled={full}
        onClick={add}
      >
        {full ? `At most ${CONTENT_EDITOR_LIMITS.linksMax} links` : `Add a link to ${label}`}
      </button>
      <p className="sr-only" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
