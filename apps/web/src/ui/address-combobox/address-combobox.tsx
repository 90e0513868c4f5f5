// Address search with suggestions (WAI-ARIA combobox with a listbox popup): from 3 characters, a
// pause in typing asks the address lookup; arrows move through the suggestions, Enter chooses,
// Escape closes the list (and a second Escape clears the text). Results are announced.
import type { AddressSuggestion } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { searchAddresses } from '../../lib/api/store-api.ts';
import { LOCATION_SEARCH_MIN_LENGTH } from '../../lib/location-search.ts';
import { CloseIcon, PinIcon } from '../icons/icons.tsx';
import { useDebounced } from './use-debounced.ts';
import '../field-box/field-box.css';
import './address-combobox.css';

export interface AddressScope {
  /** 'Parramatta NSW 2150': typed text is searched within it. */
  text: string;
}

export interface AddressComboboxProps {
  label: string;
  hint?: string;
  scope?: AddressScope | null;
  onClearScope?(): void;
  onChoose(suggestion: AddressSuggestion): void;
  disabled?: boolean;
  autoFocus?: boolean;
}

export function searchTerm(value: string, scope: AddressScope | null | undefined): string | null {
  const typed = value.trim();
  if (typed.length < LOCATION_SEARCH_MIN_LENGTH) return null;
  return scope ? `${typed} ${scope.text}` : typed;
}

export function AddressCombobox({
  label,
  hint,
  scope,
  onClearScope,
  onChoose,
  disabled,
  autoFocus,
}: AddressComboboxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The text a choice put in the field names that address already: it is not searched again (in a
  // suburb, "12 Smith Street, Parramatta NSW 2150 Parramatta NSW 2150" would find nothing).
  const [chosen, setChosen] = useState<string | null>(null);
  const searchFor = value === chosen ? null : searchTerm(value, scope);
  const term = useDebounced(searchFor);
  const settled = term === searchFor;

  const query = useQuery({
    queryKey: ['address-search', term],
    queryFn: ({ signal }) => searchAddresses(term!, signal),
    enabled: term !== null,
    retry: 0,
  });
  const suggestions = term !== null && query.data ? query.data : [];
  const expanded = open && suggestions.length > 0 && !disabled;

  const typedLength = value === chosen ? 0 : value.trim().length;
  const status =
    typedLength === 0
      ? ''
      : typedLength < LOCATION_SEARCH_MIN_LENGTH
        ? `Enter at least ${LOCATION_SEARCH_MIN_LENGTH} characters`
        : !settled || query.isFetching
          ? 'Searching addresses…'
          : query.isError
            ? "We couldn't search addresses just now. Please try again."
            : suggestions.length === 0
              ? 'No matching addresses. Check the spelling, or try your suburb or postcode.'
              : `${suggestions.length} ${suggestions.length === 1 ? 'address' : 'addresses'} found. Use the up and down arrows to choose.`;

  const choose = (suggestion: AddressSuggestion) => {
    setValue(suggestion.text);
    setChosen(suggestion.text);
    setOpen(false);
    setActive(-1);
    onChoose(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        !expanded || current === -1 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count,
      );
    } else if (event.key === 'Enter') {
      if (expanded && active >= 0 && suggestions[active]) {
        event.preventDefault();
        choose(suggestions[active]);
      }
    } else if (event.key === 'Escape') {
      // Keep Escape from closing the whole dialog while the list is open or there is text.
      if (expanded || value) {
        event.preventDefault();
        event.stopPropagation();
      }
      if (expanded) setOpen(false);
      else setValue('');
      setActive(-1);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const describedBy = [hint && `${id}-hint`, `${id}-status`].filter(Boolean).join(' ');
  return (
    <div className="combobox">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {scope && (
        <p className="scope-chip">
          <PinIcon />
          <span>
            In <strong>{scope.text}</strong>
          </span>
          {onClearScope && (
            <button type="button" onClick={onClearScope} aria-label={`Search everywhere, not only in ${scope.text}`}>
              <CloseIcon />
            </button>
          )}
        </p>
      )}
      <div className="combobox__field">
        <input
          id={inputId}
          type="text"
          role="combobox"
          className="input"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          disabled={disabled}
          value={value}
          placeholder={scope ? 'e.g. 12 Smith Street' : 'e.g. 12 Smith St Parramatta'}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        {(query.isFetching || !settled) && typedLength >= LOCATION_SEARCH_MIN_LENGTH && (
          <span className="combobox__spinner" aria-hidden="true" />
        )}
      </div>
      <ul id={listId} role="listbox" aria-label="Address suggestions" className="combobox__list" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.moniker}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className="combobox__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            onMouseMove={() => setActive(index)}
          >
            <PinIcon />
            <span>
              {suggestion.street ? (
                <>
                  <strong>{suggestion.street}</strong>
                  <span className="combobox__locality">
                    {suggestion.locality} {suggestion.state} {suggestion.postcode}
                  </span>
                </>
              ) : (
                <strong>{suggestion.text}</strong>
              )}
            </span>
          </li>
        ))}
      </ul>
      <p id={`${id}-status`} className="combobox__status" role="status">
        {status}
      </p>
    </div>
  );
}
