import type { ReactNode } from 'react';
import { Button } from './button';
import './carousel.css';

export interface CarouselProps {
  /** What one item is called, capitalised: "Property", "Credit card". */
  itemName: string;
  /** The item shown, from 0. */
  index: number;
  /** Items in the list; the item shown counts even before anything is typed into it. */
  count: number;
  /** "Next" while an item follows, "Add" at the end (spec 1 §2 "previous, next or add, and delete"). */
  forward: 'Next' | 'Add';
  onPrevious: () => void;
  onForward: () => void;
  onDelete: () => void;
  children: ReactNode;
}

/**
 * A list edited one item at a time (spec 1 §2 carousels): "Property 2 of 3" with a dot per item, the item's
 * fields, Delete, and Previous beside Next or Add. The owner decides whether moving on is allowed ("next is
 * allowed only when the current item is valid") and shows why not in the fields.
 */
export function Carousel({ itemName, index, count, forward, onPrevious, onForward, onDelete, children }: CarouselProps) {
  const position = `${itemName} ${index + 1} of ${count}`;
  return (
    <fieldset className="kerb-carousel">
      <legend className="kerb-carousel__legend">
        <span className="kerb-carousel__position">{position}</span>
        <span className="kerb-carousel__dots" aria-hidden="true">
          {Array.from({ length: count }, (_, i) => <span key={i} className={i === index ? 'kerb-carousel__dot kerb-carousel__dot--on' : 'kerb-carousel__dot'} />)}
        </span>
      </legend>
      <Button variant="link" size="small" className="kerb-carousel__delete" onClick={onDelete} aria-label={`Delete ${itemName.toLowerCase()} ${index + 1}`}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Delete
      </Button>
      <div className="kerb-carousel__item">{children}</div>
      <div className="kerb-carousel__nav">
        <Button variant="secondary" size="small" onClick={onPrevious} disabled={index === 0}>
          <span aria-hidden="true">‹</span> Previous
        </Button>
        <Button variant="secondary" size="small" onClick={onForward}>
          {forward === 'Add' ? <><span aria-hidden="true">+</span> Add another</> : <>Next <span aria-hidden="true">›</span></>}
        </Button>
      </div>
    </fieldset>
  );
}
