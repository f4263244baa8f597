import { PartnerConfigResponse } from '@kerb/domain/contracts/partner';
import type { StoreApi } from 'zustand';
import type { AppState } from './store';

// Issue 36 §4 "a live preview of the widget beside it (the draft applied without saving)": the console's
// partner editor frames /iframe/{id}?preview and posts each draft here as the operator types; the widget
// shows it as it would the published one. Only a page of Kerb's own origin that frames this one is heard,
// and nothing is saved: a reload shows the published partner again. Loaded only with ?preview.
export const PREVIEW_READY = 'kerb:preview-ready';
export const PREVIEW_PARTNER = 'kerb:preview-partner';

export function followPreview(store: StoreApi<AppState>): void {
  window.addEventListener('message', (event: MessageEvent<{ type?: unknown; partner?: unknown } | null>) => {
    if (event.origin !== location.origin || event.source !== window.parent || event.data?.type !== PREVIEW_PARTNER) return;
    const draft = PartnerConfigResponse.safeParse(event.data.partner);
    if (draft.success) store.getState().setPartner(draft.data, false);
  });
  window.parent.postMessage({ type: PREVIEW_READY }, location.origin);
}
