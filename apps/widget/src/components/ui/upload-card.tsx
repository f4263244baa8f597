import type { ReactNode } from 'react';
import { TickIcon } from './tick-icon';
import './upload-card.css';

/** The title line's state: done (with a tick), or what is still to happen ("Needed", "Waiting"). */
export function UploadCardStatus({ done, children }: { done: boolean; children: ReactNode }) {
  return done ? (
    <span className="kerb-upload-card__status kerb-upload-card__status--done"><TickIcon filled size={18} /> {children}</span>
  ) : (
    <span className="kerb-upload-card__status">{children}</span>
  );
}

interface UploadCardProps {
  title: ReactNode;
  /** Something has been added: the title line says "Added"; until then "Needed", and the card is open. */
  added: boolean;
  /** Outlined in the danger colour: a submit found it missing, or adding it failed. */
  invalid?: boolean;
  children: ReactNode;
}

/**
 * spec 2 §2: "each a collapsible section" (licence sides), "an expandable upload card" (documents). Open
 * while something is still needed; the borrower can fold it away once it is done.
 */
export function UploadCard({ title, added, invalid = false, children }: UploadCardProps) {
  return (
    <details className={invalid ? 'kerb-upload-card kerb-upload-card--invalid' : 'kerb-upload-card'} open={!added || undefined}>
      <summary className="kerb-upload-card__summary">
        <span>{title}</span>
        <UploadCardStatus done={added}>{added ? 'Added' : 'Needed'}</UploadCardStatus>
      </summary>
      <div className="kerb-upload-card__body">{children}</div>
    </details>
  );
}
