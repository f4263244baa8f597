import type { ModalId } from '@kerb/domain/journey/ids';
import type { StateCreator } from 'zustand';
import type { AppState } from '../store';

/** What the opener tells a modal: whether it may be closed, plus anything modal-specific. */
export interface ModalProps {
  closable?: boolean;
  [key: string]: unknown;
}

/** The prop the quick calculator's sign-up gate opens the register modal with: go on after the code (after-login). */
export const RESUME_QUICK_QUOTE = 'resumeQuickQuote';

/** What every modal component in the registry receives. */
export interface ModalComponentProps {
  id: ModalId;
  closable: boolean;
  onClose: () => void;
  props: ModalProps;
}

export interface QueuedModal {
  id: ModalId;
  props?: ModalProps;
}

export interface ModalSlice {
  /** ARCHITECTURE "Modals from state, not URLs": one ModalId in the store. */
  modal: ModalId | null;
  modalProps: ModalProps;
  /** Modals waiting their turn (the startup modals open one after another). */
  modalQueue: QueuedModal[];
  openModal: (id: ModalId, props?: ModalProps) => void;
  /** Closes the current modal; the next queued one, if any, opens. */
  closeModal: () => void;
  queueModals: (modals: QueuedModal[]) => void;
}

export const createModalSlice: StateCreator<AppState, [], [], ModalSlice> = (set) => ({
  modal: null,
  modalProps: {},
  modalQueue: [],
  openModal: (id, props = {}) => set({ modal: id, modalProps: props }),
  closeModal: () =>
    set((s) => {
      const [next, ...rest] = s.modalQueue;
      return next
        ? { modal: next.id, modalProps: next.props ?? {}, modalQueue: rest }
        : { modal: null, modalProps: {}, modalQueue: [] };
    }),
  queueModals: (modals) =>
    set((s) => {
      const all = [...s.modalQueue, ...modals];
      if (s.modal !== null || all.length === 0) return { modalQueue: all };
      const [first, ...rest] = all as [QueuedModal, ...QueuedModal[]];
      return { modal: first.id, modalProps: first.props ?? {}, modalQueue: rest };
    }),
});
