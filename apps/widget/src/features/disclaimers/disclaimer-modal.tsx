import type { VehicleCondition } from '@kerb/domain/enums/index';
import type { ModalId } from '@kerb/domain/journey/ids';
import { campaignDisclaimer, GENERAL_DISCLAIMER, motorcycleDisclaimer, type DisclaimerPartner } from '@kerb/domain/quote/disclaimers';
import { useState } from 'react';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';
import { ToggleGroup } from '#ui/toggle-group';
import { type ModalComponentProps, useAppStore } from '#app/store';
import './disclaimers.css';

const TITLES: Partial<Record<ModalId, string>> = {
  DISCLAIMER: 'Important information',
  CAMPAIGN_DISCLAIMER: 'Offer terms and comparison rate',
  MCH_DISCLAIMER: 'Motorcycle finance offer terms',
};

/** The comparison rate warning's first word, in bold as the law's wording is set. */
const WARNING = 'WARNING:';

const CONDITIONS = [
  { value: 'NEW', label: 'New' },
  { value: 'USED', label: 'Used' },
] as const;

/** The condition the borrower chose, else the address's, else the partner's default (spec 1 §3). */
const useCondition = (): VehicleCondition =>
  useAppStore((s) => s.borrower.vehicle?.condition ?? s.params?.condition ?? s.partner?.defaultVehicleCondition ?? 'NEW');

/**
 * spec 1 §2 modals DISCLAIMER, CAMPAIGN_DISCLAIMER ("a comparison rate example of a $30,000 loan over 5 years,
 * a 10% minimum deposit and a 48 month maximum term") and MCH_DISCLAIMER ("differs for new and used"): one
 * sheet, its text by modal id (domain quote/disclaimers, docs/decisions/048).
 */
export function DisclaimerModal({ id, closable, onClose }: ModalComponentProps) {
  const partner: DisclaimerPartner = useAppStore((s) => s.partner) ?? {};
  const chosen = useCondition();
  // The motorcycle terms open on the borrower's condition; the other one's terms are a tap away.
  const [condition, setCondition] = useState<'NEW' | 'USED'>(chosen === 'USED' ? 'USED' : 'NEW');
  const paragraphs = id === 'MCH_DISCLAIMER' ? motorcycleDisclaimer(partner, condition)
    : id === 'CAMPAIGN_DISCLAIMER' ? campaignDisclaimer(partner) : GENERAL_DISCLAIMER;

  return (
    <Modal
      title={TITLES[id] ?? 'Important information'}
      onClose={onClose}
      closable={closable}
      footer={<Button variant="primary" block onClick={onClose}>I understand</Button>}
    >
      {id === 'MCH_DISCLAIMER' && (
        <ToggleGroup label="Terms for a motorcycle that is" options={CONDITIONS} value={condition} onChange={setCondition} />
      )}
      <div className="kerb-disclaimer" aria-live="polite">
        {paragraphs.map((text) => (
          <p key={text}>{text.startsWith(WARNING) ? <><strong>{WARNING}</strong>{text.slice(WARNING.length)}</> : text}</p>
        ))}
      </div>
    </Modal>
  );
}

export default DisclaimerModal;
