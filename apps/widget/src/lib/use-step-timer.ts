import { useEffect, useState } from 'react';

/**
 * Steps shown one at a time, one every `stepMs` (spec 2 §9 "Animation steps: pre-approval 2 s, OCR 2 s"):
 * `shown` counts from 1 to `count`; `finished` turns true once the last step has had its own `stepMs` too.
 */
export function useStepTimer(count: number, stepMs: number): { shown: number; finished: boolean } {
  const [shown, setShown] = useState(1);
  const [finished, setFinished] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => (shown < count ? setShown((s) => s + 1) : setFinished(true)), stepMs);
    return () => clearTimeout(timer);
  }, [shown, count, stepMs]);
  return { shown, finished };
}
