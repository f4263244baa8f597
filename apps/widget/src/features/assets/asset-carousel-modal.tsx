import type { CarouselSection } from '@kerb/domain/borrower/assets-and-liabilities';
import type { ReactNode } from 'react';
import type { ModalComponentProps } from '#app/store';
import { Button } from '#ui/button';
import { Carousel } from '#ui/carousel';
import { Modal } from '#ui/modal';
import { SECTION_TEXT } from './sections';
import type { AssetCarousel } from './use-asset-carousel';
import './assets.css';

interface AssetCarouselModalProps<S extends CarouselSection> extends Pick<ModalComponentProps, 'closable' | 'onClose'> {
  section: S;
  carousel: AssetCarousel<S>;
  children: ReactNode;
}

/**
 * The frame the four carousel modals share (spec 1 §2 "carousels (cards, loans, vehicles, real estate) have
 * previous, next or add, and delete"): the section's title and helper, the current item in a carousel, and Save,
 * which keeps the section and closes. "Modal close closes a modal only": what was typed stays in the draft.
 */
export function AssetCarouselModal<S extends CarouselSection>({ section, carousel, closable, onClose, children }: AssetCarouselModalProps<S>) {
  const text = SECTION_TEXT[section];
  const save = async () => {
    if (await carousel.save()) onClose();
  };
  return (
    <Modal
      title={text.title} description={text.helper} closable={closable} onClose={onClose}
      footer={<Button block onClick={() => void save()}>Save</Button>}
    >
      <Carousel
        itemName={text.item} index={carousel.index} count={carousel.count} forward={carousel.forward}
        onPrevious={carousel.previous} onForward={carousel.next} onDelete={carousel.remove}
      >
        {/* A fresh subtree per item, so a field's refused keystroke message never follows to the next item. */}
        <div className="kerb-assets__fields" key={carousel.index}>{children}</div>
      </Carousel>
    </Modal>
  );
}
