import { otherAssetFields } from '@kerb/domain/borrower/assets-and-liabilities';
import type { OtherAssets } from '@kerb/domain/borrower/assets';
import { ASSET_VALUE_MAX } from '@kerb/domain/borrower/limits';
import { useState } from 'react';
import type { BorrowerDraft } from '#app/borrower-draft';
import { saveBorrower } from '#app/borrower-sync';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';
import { MoneyField } from '#ui/money-field';
import { SECTION_TEXT } from './sections';
import { withValue } from './with-value';
import './assets.css';

const LABELS: Record<keyof OtherAssets, string> = {
  plantandEquipment: 'Plant and equipment',
  homeandContents: 'Home contents',
  savings: 'Savings',
  superandShares: 'Super and shares',
  other: 'Other assets',
};

/**
 * SAVINGS_OR_MORE (spec 1 §2): spec 2 §3 "otherAssets: plantandEquipment (business only), homeandContents,
 * savings, superandShares, other", each capped at 999999999 (spec 2 §5). Every amount is optional; Save answers
 * the section, even with none (docs/decisions/042), and Close leaves it as it was.
 */
export function SavingsModal({ closable, onClose }: ModalComponentProps) {
  const stored = useAppStore((s) => s.borrower.otherAssets);
  const loanUsage = useAppStore((s) => s.borrower.loan?.loanUsage);
  const [draft, setDraft] = useState<OtherAssets>(stored ?? {});
  const fields = otherAssetFields(loanUsage);

  const save = async () => {
    const store = useAppStore.getState();
    store.updateBorrower((b) => ({ ...b, otherAssets: draft }));
    // The save merges objects, so an amount cleared here is sent as null to clear it on the server too.
    const cleared = Object.fromEntries(fields.filter((f) => draft[f] === undefined).map((f) => [f, null]));
    const borrower = useAppStore.getState().borrower;
    await saveBorrower(useAppStore, store.isLoggedIn ? ({ ...borrower, otherAssets: { ...draft, ...cleared } } as unknown as BorrowerDraft) : borrower);
    onClose();
  };

  return (
    <Modal
      title={SECTION_TEXT.SAVINGS_OR_MORE.title} description={SECTION_TEXT.SAVINGS_OR_MORE.helper} closable={closable} onClose={onClose}
      footer={<Button block onClick={() => void save()}>Save</Button>}
    >
      <div className="kerb-assets__fields">
        {fields.map((field) => (
          <MoneyField key={field} label={LABELS[field]} max={ASSET_VALUE_MAX} value={draft[field]} onChange={(v) => setDraft((d) => withValue(d, field, v))} />
        ))}
      </div>
    </Modal>
  );
}

export default SavingsModal;
