import type { PlacePrediction } from '@kerb/domain/contracts/places';
import { LOCATION_SEARCH_MIN } from '@kerb/domain/places/location-search';
import { useId, useState } from 'react';
import { FieldError } from './text-field';
import './place-search.css';

export interface PlaceSearchProps {
  label: string;
  /** The list's name for screen readers ("Matching suburbs"). */
  listLabel: string;
  value: string;
  onType: (text: string) => void;
  onChoose: (prediction: PlacePrediction) => void;
  /** What the places port answered for the text typed (#lib/use-place-search). */
  predictions: readonly PlacePrediction[];
  searching: boolean;
  error?: string | undefined;
}

/**
 * A place field that also searches (spec 2 §7 lookupSuburbOrPostcode): an ARIA combobox whose list of
 * predictions opens from 3 characters; arrow keys move, Enter or a tap chooses, Escape closes. What is typed
 * stays in the field when nothing is chosen.
 */
export function PlaceSearch({ label, listLabel, value, onType, onChoose, predictions, searching, error }: PlaceSearchProps) {
  const id = useId();
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const shown = open && predictions.length > 0;
  const errorId = error ? `${id}-error` : undefined;

  const choose = (p: PlacePrediction) => {
    onChoose(p);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="kerb-field kerb-suburb">
      <label className="kerb-field__label" htmlFor={id}>{label}</label>
      <div className="kerb-field__control">
        <input
          id={id} className="kerb-input" role="combobox" autoComplete="off" maxLength={60}
          aria-autocomplete="list" aria-expanded={shown} aria-controls={`${id}-list`}
          aria-activedescendant={shown && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined} aria-describedby={[errorId, `${id}-hint`].filter(Boolean).join(' ')}
          value={value}
          onChange={(e) => { onType(e.target.value); setOpen(true); setActive(-1); }}
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
      <ul id={`${id}-list`} role="listbox" aria-label={listLabel} className="kerb-suburb__list" hidden={!shown}>
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
        {searching ? 'Searching…' : `Type ${LOCATION_SEARCH_MIN} or more letters, or your postcode, to search`}
      </p>
    </div>
  );
}
