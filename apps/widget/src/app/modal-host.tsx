import { Suspense } from 'react';
import { MODAL_REGISTRY } from './modal-registry';
import { useAppStore } from './store';
import { useVisibleTracking } from './use-visible-tracking';

/** The modal layer above the screens: one modal at a time, from the store (spec 1 §2). */
export function ModalHost() {
  const modal = useAppStore((s) => s.modal);
  const modalProps = useAppStore((s) => s.modalProps);
  const closeModal = useAppStore((s) => s.closeModal);
  useVisibleTracking(modal);
  if (!modal) return null;
  const Component = MODAL_REGISTRY[modal];
  return (
    <Suspense fallback={<div className="kerb-overlay" aria-busy="true" />}>
      <Component key={modal} id={modal} closable={modalProps.closable ?? true} onClose={closeModal} props={modalProps} />
    </Suspense>
  );
}
