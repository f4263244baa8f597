import type { ModalId } from '@kerb/domain/journey/ids';
import type { ReactNode } from 'react';
import { Button } from '#ui/button';
import { TickIcon } from '#ui/tick-icon';

export interface SummaryRow {
  label: string;
  value: string | undefined;
}

/**
 * spec 2 §2 "OCR summary": a card of the details summary with "an Edit button opening the matching modal".
 * It says whether it is complete; after a refused Next an incomplete card is marked (spec 2 §8 highlight).
 */
export function SummaryCard({ title, rows, complete, flagged, onEdit, icon }: {
  title: string; rows: SummaryRow[]; complete: boolean; flagged: boolean; onEdit: () => void; icon: ReactNode;
}) {
  const id = `kerb-summary-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={flagged ? 'kerb-summary-card kerb-summary-card--invalid' : 'kerb-summary-card'} aria-labelledby={id}>
      <header className="kerb-summary-card__head">
        <span className="kerb-summary-card__icon" aria-hidden="true">{icon}</span>
        <h2 id={id} className="kerb-summary-card__title">{title}</h2>
        <Button variant="secondary" size="small" onClick={onEdit} aria-label={`Edit ${title.toLowerCase()}`}>Edit</Button>
      </header>
      <dl className="kerb-summary-card__rows">
        {rows.map((row) => (
          <div key={row.label} className="kerb-summary-card__row">
            <dt>{row.label}</dt>
            <dd>{row.value || <span className="kerb-summary-card__missing">Not given</span>}</dd>
          </div>
        ))}
      </dl>
      <p className={`kerb-summary-card__status${complete ? ' kerb-summary-card__status--done' : flagged ? ' kerb-summary-card__status--invalid' : ''}`}>
        {complete ? <><TickIcon filled size={16} /> Complete</> : 'Please check and complete'}
      </p>
    </section>
  );
}

/** A card of a details summary: what it shows and the modal its Edit opens. */
export interface SummaryCardOf {
  title: string;
  icon: ReactNode;
  modal: ModalId;
  rows: SummaryRow[];
  complete: boolean;
}

/** A details summary's cards, each opening its modal; after a refused Next (`tried`) the incomplete ones are marked. */
export function SummaryCards({ cards, tried, onEdit }: { cards: SummaryCardOf[]; tried: boolean; onEdit: (modal: ModalId) => void }) {
  return (
    <div className="kerb-personal-form">
      {cards.map((card) => (
        <SummaryCard
          key={card.title} title={card.title} icon={card.icon} rows={card.rows} complete={card.complete}
          flagged={tried && !card.complete} onEdit={() => onEdit(card.modal)}
        />
      ))}
    </div>
  );
}
