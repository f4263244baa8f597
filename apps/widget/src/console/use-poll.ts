import { useEffect, useState } from 'react';

/**
 * Loads `load()` now, again whenever `key` changes, and every `everyMs` while the page is visible, so a new
 * lead reaches an open inbox within seconds (issue 36 §1) without the reader reloading.
 */
export function usePoll<T>(load: (signal: AbortSignal) => Promise<T>, key: string, everyMs: number) {
  const [state, setState] = useState<{ key: string; data: T | null; error: unknown }>({ key, data: null, error: null });
  useEffect(() => {
    const controller = new AbortController();
    const run = () => {
      if (document.visibilityState === 'hidden') return;
      load(controller.signal).then(
        (data) => setState({ key, data, error: null }),
        (error: unknown) => { if (!controller.signal.aborted) setState((s) => ({ key, data: s.key === key ? s.data : null, error })); },
      );
    };
    run();
    const timer = setInterval(run, everyMs);
    document.addEventListener('visibilitychange', run);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', run);
    };
    // `load` is rebuilt each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, everyMs]);
  // Until the first answer for a new key, the previous page stays on screen (no flash of empty).
  // `replace` shows an answer the page already has (a stage just moved) until the next load.
  const replace = (data: T) => setState({ key, data, error: null });
  return { data: state.data, error: state.error, stale: state.key !== key, replace };
}
