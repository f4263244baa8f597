import type { PartnerConfig } from '@kerb/domain/partner/config';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import type { ModalId } from '@kerb/domain/journey/ids';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { BorrowerDraft } from '#app/borrower-draft';
import { type ModalComponentProps, useAppStore } from '#app/store';

/** Opens one of the details modals over the OCR summary, anonymous (saves stay in browser storage). */
export function openDetailsModal(
  Modal: ComponentType<ModalComponentProps>, id: ModalId, borrower: BorrowerDraft,
  options: { country?: 'AU' | 'NZ'; testDrive?: boolean; partner?: Partial<PartnerConfig> } = {},
) {
  useAppStore.setState({
    partner: { ...builtInPartnerConfig('demo'), ...(options.country ? { country: options.country } : {}), ...options.partner },
    partnerId: 'demo', userFlow: 'NORMAL', journey: options.testDrive ? 'TEST_DRIVE' : 'FINANCE', isLoggedIn: false,
    display: 'OCR_SUMMARY', modal: id, modalQueue: [], borrower,
  });
  const onClose = () => useAppStore.getState().closeModal();
  return render(<Modal id={id} closable onClose={onClose} props={{}} />);
}
