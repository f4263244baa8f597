import { create } from 'zustand';
import { type BorrowerSlice, createBorrowerSlice } from './slices/borrower-slice';
import { createDisplaySlice, type DisplaySlice } from './slices/display-slice';
import { createJourneySlice, type JourneySlice } from './slices/journey-slice';
import { createModalSlice, type ModalSlice } from './slices/modal-slice';
import { createSessionSlice, type SessionSlice } from './slices/session-slice';

// The widget's one store (zustand), in slices: partner and journey, display (screen, previous display,
// progress), modal layer, session, borrower.
export type AppState = JourneySlice & DisplaySlice & ModalSlice & SessionSlice & BorrowerSlice;

export const createAppStore = () =>
  create<AppState>()((...a) => ({
    ...createJourneySlice(...a),
    ...createDisplaySlice(...a),
    ...createModalSlice(...a),
    ...createSessionSlice(...a),
    ...createBorrowerSlice(...a),
  }));

export const useAppStore = createAppStore();

export type { ModalComponentProps, ModalProps, QueuedModal } from './slices/modal-slice';
