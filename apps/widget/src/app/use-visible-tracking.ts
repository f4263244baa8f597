import type { ModalId, ScreenId } from '@kerb/domain/journey/ids';
import { useEffect } from 'react';
import { logFailure } from '../lib/log';
import { useAppStore } from './store';

/**
 * spec 1 §2: "Every screen logs a visible-on-screen event on display." The tracking client (and the
 * schema code it brings) loads on first use, off the critical path.
 */
export function useVisibleTracking(display: ScreenId | ModalId | null): void {
  useEffect(() => {
    if (!display) return;
    const s = useAppStore.getState();
    import('./tracking')
      .then(({ trackScreenVisible }) =>
        trackScreenVisible(display, {
          partnerId: s.partnerId,
          userFlow: s.userFlow,
          storeId: s.params?.storeId,
          brandId: s.partner?.brandId,
          organisationId: s.partner?.organisationId,
          userId: s.borrower.application?.applicationId ?? undefined,
          application: s.borrower.application,
          progressPercent: s.progressPercent,
        }),
      )
      .catch((error: unknown) => logFailure('tracking', error));
  }, [display]);
}
