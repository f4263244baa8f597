import { type ModalComponentProps, useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';
import { TickIcon } from '#ui/tick-icon';
import './application.css';

/** The journey's remaining milestones, with the progress percent at which each is done (spec 1 §4). */
const MILESTONES: ReadonlyArray<{ title: string; text: string; doneAt: number }> = [
  { title: 'Your loan and you', text: 'The loan, the vehicle, your income and expenses.', doneAt: 55 },
  { title: 'Confirm your identity', text: "A photo of your driver's licence fills in your details.", doneAt: 70 },
  { title: 'Indicative approval', text: 'Lenders check your details. No impact on your credit score.', doneAt: 80 },
  { title: 'Work history, assets and documents', text: 'What the lender you choose needs to finalise.', doneAt: 95 },
  { title: 'Submit to your lender', text: 'Your chosen lender reviews and confirms the offer.', doneAt: 100 },
];

/**
 * WHAT_NEXT (spec 1 §2 lists it; content docs/decisions/030): the steps from here to a submitted application,
 * those already done ticked. Opened from servicing success ('Great News! What's Next?').
 */
export function WhatNextModal({ closable, onClose }: ModalComponentProps) {
  const progress = useAppStore((s) => Math.max(s.progressPercent, s.borrower.application?.progressPercent ?? 0));
  return (
    <Modal
      title="What happens next" description="Five steps from here to your new vehicle. Everything is saved as you go."
      closable={closable} onClose={onClose} footer={<Button block onClick={onClose}>Got it</Button>}
    >
      <ol className="kerb-what-next">
        {MILESTONES.map((m, index) => {
          const done = progress >= m.doneAt;
          return (
            <li key={m.title} className={done ? 'kerb-what-next__step kerb-what-next__step--done' : 'kerb-what-next__step'}>
              <span className="kerb-what-next__mark" aria-hidden="true">{done ? <TickIcon filled size={24} /> : index + 1}</span>
              <span>
                <strong>{m.title}</strong>
                {done && <span className="kerb-visually-hidden"> (done)</span>}
                <span className="kerb-what-next__text">{m.text}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </Modal>
  );
}

export default WhatNextModal;
