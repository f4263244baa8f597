import { useEffect, useEffectEvent, useRef } from 'react';
import { useAppStore } from './store';

/**
 * A Next that sends the visitor to register goes on by itself once they have registered and every modal the
 * login opened (express privacy, say) is done, without a second press (docs/decisions/051, 053). Wraps the
 * screen's Next: after it runs, whether it opened the register modal is noted; the login landing runs it
 * again, as the screen is then.
 */
export function useGoOnAfterRegister(step: () => Promise<void>): () => Promise<void> {
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const modal = useAppStore((s) => s.modal);
  const awaitingRegister = useRef(false);
  const next = async () => {
    await step();
    awaitingRegister.current = useAppStore.getState().modal === 'REGISTER';
  };
  const goOn = useEffectEvent(() => void next());

  useEffect(() => {
    if (!awaitingRegister.current || !isLoggedIn || modal) return;
    awaitingRegister.current = false;
    goOn();
  }, [isLoggedIn, modal]);

  return next;
}
