import { BUSINESS_LOADING_TEXT, BUSINESS_NAME_MAX, BUSINESS_NAME_MIN, BUSINESS_NOTHING_FOUND_TEXT } from '@kerb/domain/contracts/business-register';
import { useId, useState } from 'react';
import type { NameMatch } from './register-lookup';
import { useNameSearch } from './use-register';

export interface BusinessNameSearchProps {
  country: 'AU' | 'NZ';
  partnerId: string | undefined;
  onChoose: (match: NameMatch) => void;
}

/**
 * spec 1 §2 "business name search": an ARIA combobox whose list opens from 2 characters after the 1000 ms
 * pause, saying "Loading..." meanwhile and "Nothing found." for no match (spec 1 §8). Arrow keys move, Enter
 * or a tap chooses, Escape closes; choosing hands the entry's number to the look-up.
 */
export function BusinessNameSearch({ country, partnerId, onChoose }: BusinessNameSearchProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const { matches, loading } = useNameSearch(query, country, partnerId);
  const searchable = query.trim().length >= BUSINESS_NAME_MIN;
  const shown = open && searchable;
  const options = shown && !loading ? matches : [];
  const note = !shown ? null : loading ? BUSINESS_LOADING_TEXT : matches.length === 0 ? BUSINESS_NOTHING_FOUND_TEXT : null;

  const choose = (match: NameMatch) => {
    onChoose(match);
    setOpen(false);
    setQuery('');
    setActive(-1);
  };

  return (
    <div className="kerb-field kerb-business-search">
      <label className="kerb-field__label" htmlFor={id}>Business name</label>
      <div className="kerb-field__control">
        <input
          id={id} className="kerb-input" role="combobox" autoComplete="organization" maxLength={BUSINESS_NAME_MAX}
          aria-autocomplete="list" aria-expanded={options.length > 0} aria-controls={`${id}-list`} aria-describedby={`${id}-hint`}
          aria-activedescendant={options.length > 0 && active >= 0 ? `${id}-opt-${active}` : undefined}
          value={query}
          onChange={(e) => { setQuery(e.target.value); setOpen(true); setActive(-1); }}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => {
            if (options.length === 0) return;
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              const step = e.key === 'ArrowDown' ? 1 : -1;
              setActive((a) => (a + step + options.length) % options.length);
            } else if (e.key === 'Enter' && active >= 0) {
              e.preventDefault();
              choose(options[active]!);
            } else if (e.key === 'Escape') {
              e.stopPropagation();
              setOpen(false);
            }
          }}
        />
      </div>
      {note && <p role="status" className="kerb-business-search__list kerb-business-search__note">{note}</p>}
      <ul id={`${id}-list`} role="listbox" aria-label="Matching businesses" className="kerb-business-search__list" hidden={options.length === 0}>
        {options.map((m, i) => (
          <li
            key={`${m.number}-${i}`} id={`${id}-opt-${i}`} role="option" aria-selected={i === active}
            className="kerb-business-search__option"
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(e) => { e.preventDefault(); choose(m); }}
          >
            <span className="kerb-business-search__name">{m.name}</span>
            <span className="kerb-business-search__detail">{m.detail}</span>
          </li>
        ))}
      </ul>
      <p id={`${id}-hint`} className="kerb-field__hint" hidden={shown}>Type at least 2 letters of the registered or trading name</p>
    </div>
  );
}
