import type { ModalId } from '@kerb/domain/journey/ids';
import { Modal } from '#ui/modal';
import { MODAL_NAMES } from './screen-names';
import './placeholder.css';

export interface PlaceholderModalProps {
  id: ModalId;
  closable: boolean;
  onClose: () => void;
}

/** A modal later issues build: it names itself and can be closed. */
export function PlaceholderModal({ id, closable, onClose }: PlaceholderModalProps) {
  const name = MODAL_NAMES[id] ?? id;
  return (
    <Modal
      title={name}
      onClose={onClose}
      closable={closable}
    >
      <div className="kerb-placeholder" data-modal={id}>
        <p className="kerb-placeholder__title">{name} — coming soon</p>
        <span className="kerb-chip">{id}</span>
      </div>
    </Modal>
  );
}

export default PlaceholderModal;
