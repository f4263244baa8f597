import { type ModalComponentProps } from '#app/store';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';

/**
 * spec 2 §8 "Incomplete OCR summary: OCR-check-incomplete modal ('Please fill to proceed')". It points back
 * to the cards, which are marked where something is missing.
 */
export function OcrCheckIncompleteModal({ closable, onClose }: ModalComponentProps) {
  return (
    <Modal
      title="Please fill to proceed" closable={closable} onClose={onClose}
      description="Some of your details are missing or need a fix. The cards marked in red show where; tap Edit to complete them."
      footer={<Button block onClick={onClose}>OK</Button>}
    />
  );
}

export default OcrCheckIncompleteModal;
