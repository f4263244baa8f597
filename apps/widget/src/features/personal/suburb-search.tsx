import { PLACE_INPUT_MIN, type PlacePrediction } from '@kerb/domain/contracts/places';
import { useId, useState } from 'react';
import { FieldError } from '#ui/text-field';
import { useSuburbSearch } from './use-suburb-search';

export interface SuburbSearchProps {
  country: 'AU' | 'NZ';
  partnerId: string | undefined;
  value: string;
  onType: (suburb: string) => void;
  onChoose: (prediction: PlacePrediction) => void;
  error?: string | undefined;
}

/**
 * The suburb field, which also searches (spec 2 §7 lookupSuburbOrPostcode): an ARIA combobox whose list of
 * predictions opens from 3 characters; arrow keys move, Enter or a tap chooses, Escape closes. Choosing fills
 * suburb, state or region and postcode (the prediction's parts, docs/decisions/024). What is typed stays the
 * suburb when nothing is chosen.
 */
export function SuburbSearch({ country, partnerId, value, onType, onChoose, error }: SuburbSearchProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const { predictions, searching } = useSuburbSearch(query, country, partnerId);
  const shown = open && predictions.length > 0;
  const errorId = error ? `${id}-error` : undefined;

  const choose = (p: PlacePrediction) => {
    onChoose(p);
    setOpen(false);
    setQuery('');
    setActive(-1);
  };

  return (
    <div className="kerb-field kerb-suburb">
      <label className="kerb-field__label" htmlFor={id}>Suburb</label>
      <div className="kerb-field__control">
        <input
          id={id} className="kerb-input" role="combobox" autoComplete="off" maxLength={60}
          aria-autocomplete="list" aria-expanded={shown} aria-controls={`${id}-list`}
          aria-activedescendant={shown && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined} aria-describedby={[errorId, `${id}-hint`].filter(Boolean).join(' ')}
          value={value}
          onChange={(e) => { onType(e.target.value); setQuery(e.target.value); setOpen(true); setActive(-1); }}
          onBlur={() => setOpen(false)}
          onKeyDown={(e) => {
            if (!shown) return;
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              const step = e.key === 'ArrowDown' ? 1 : -1;
              setActive((a) => (a + step + predictions.length) % predictions.length);
            } else if (e.key === 'Enter' && active >= 0) {
              e.preventDefault();
              choose(predictions[active]!);
            } else if (e.key === 'Escape') {
              e.stopPropagation();
              setOpen(false);
            }
          }}
        />
      </div>
      <ul id={`${id}-list`} role="listbox" aria-label="Matching suburbs" className="kerb-suburb__list" hidden={!shown}>
        {shown && predictions.map((p, i) => (
          <li
            key={p.place_id} id={`${id}-opt-${i}`} role="option" aria-selected={i === active}
            className="kerb-suburb__option"
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(e) => { e.preventDefault(); choose(p); }}
          >
            {p.description}
          </li>
        ))}
      </ul>
      {errorId && <FieldError id={errorId}>{error}</FieldError>}
      <p id={`${id}-hint`} className="kerb-field__hint" aria-live="polite">
        {searching ? 'Searching…' : `Type ${PLACE_INPUT_MIN} or more letters, or your postcode, to search`}
      </p>
    </div>
  );
}
