// What the content card and in-app message forms share: the draft with its field errors and save
// problem, the saved line, and the save itself, which schedules a new one or, given a scheduled one
// (`editing`), changes it from the version it was loaded at (decision 242). Changing starts with
// focus on the form's heading.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from './draft-fields.ts';
import { FIELDS_PROBLEM, saveProblem, type SaveProblem } from './save-problem.tsx';
import type { Notice } from './use-scheduled-edits.ts';

/** How one kind of scheduled item is drafted, checked, named and saved. */
export interface ScheduledKind<Draft, Body, Item extends { id: string; version: number }> {
  noun: 'card' | 'message';
  empty: Draft;
  draftOf(item: Item): Draft;
  titleOf(item: Item): string;
  /** The body to send, or the fields the form refuses before sending. */
  check(draft: Draft): { body: Body; errors: FieldErrors };
  create(token: string, body: Body): Promise<Item>;
  change(token: string, id: string, body: Body & { version: number }): Promise<Item>;
  /** The console's list of this kind, read again after a new one is scheduled. */
  listKey: QueryKey;
}

/** The props of a card or message form. */
export interface ScheduledFormProps<Item> {
  token: string;
  onFailure(error: unknown): void;
  /** A scheduled item to change; absent or null for a new one. */
  editing?: Item | null;
  /** Changing ends: with the item as saved, or null when cancelled. */
  onEditEnd?(saved: Item | null): void;
  /** After a 409: load the latest copy of the item being changed. */
  onReload?(): void;
  /**
   * What the list below last said (a withdrawal): newer than the form's own saved line, which it
   * then replaces, so the panel never says two things happened at once.
   */
  listNotice?: Notice | null;
  /** A save succeeded: the list's older word is out of date. */
  onSaved?(): void;
}

type ScheduledFormOptions<Item> = Pick<
  ScheduledFormProps<Item>,
  'token' | 'onFailure' | 'onEditEnd' | 'listNotice' | 'onSaved'
> & {
  editing: Item | null;
};

export function useScheduledForm<Draft, Body, Item extends { id: string; version: number }>(
  kind: ScheduledKind<Draft, Body, Item>,
  { token, onFailure, editing, onEditEnd, listNotice = null, onSaved }: ScheduledFormOptions<Item>,
) {
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<Draft>(() => (editing ? kind.draftOf(editing) : kind.empty));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // Another item (or a reloaded copy) to change, or back to a new one: start from it.
  const [shown, setShown] = useState(editing);
  if (shown !== editing) {
    setShown(editing);
    setDraft(editing ? kind.draftOf(editing) : kind.empty);
    setErrors({});
    setProblem(null);
    if (editing) setSaved(null);
  }
  const [heardNotice, setHeardNotice] = useState(listNotice);
  if (heardNotice !== listNotice) {
    setHeardNotice(listNotice);
    if (listNotice) setSaved(null);
  }
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);

  const change = (update: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...update }));
    setSaved(null);
  };

  const save = useMutation({
    mutationFn: ({ body, from }: { body: Body; from: Item | null }) =>
      from ? kind.change(token, from.id, { ...body, version: from.version }) : kind.create(token, body),
    onSuccess: async (item, { from }) => {
      setDraft(kind.empty);
      onSaved?.();
      if (from) {
        setSaved(`Your changes to “${kind.titleOf(item)}” are saved.`);
        onEditEnd?.(item);
        return;
      }
      setSaved(`“${kind.titleOf(item)}” is scheduled.`);
      await queryClient.invalidateQueries({ queryKey: kind.listKey });
    },
    onError: (error) => {
      onFailure(error);
      const found = saveProblem(error, kind.noun);
      setErrors(found.fieldErrors);
      setProblem(found);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const { body, errors: found } = kind.check(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem(FIELDS_PROBLEM);
      return;
    }
    save.mutate({ body, from: editing });
  };

  const pending = save.isPending;
  const submitLabel = editing
    ? pending
      ? 'Saving…'
      : 'Save changes'
    : pending
      ? 'Scheduling…'
      : `Schedule ${kind.noun}`;

  return { draft, change, errors, problem, saved, heading, submit, submitLabel, pending };
}
