import { disclaimerModalFor } from '@kerb/domain/quote/disclaimers';
import { useAppStore } from './store';

/**
 * Opens the disclaimer of this journey: the motorcycle brand's, the campaign's or the general one (domain
 * disclaimerModalFor, docs/decisions/048). Shared by every screen with a disclaimer link.
 */
export function useOpenDisclaimer(): () => void {
  const modal = useAppStore((s) => disclaimerModalFor(s.partner ?? {}, s.userFlow));
  const openModal = useAppStore((s) => s.openModal);
  return () => openModal(modal, { closable: true });
}
