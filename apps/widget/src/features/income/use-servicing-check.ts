import { useState } from 'react';
import { goNext } from '#app/journey';
import { useAppStore } from '#app/store';
import { checkServiceability } from '#lib/serviceability-api';

/** spec 2 §9 "Serviceability success wait 1 s": the borrower sees the check succeed before moving on. */
export const SERVICING_SUCCESS_WAIT_MS = 1_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * spec 2 §2: income (with the additional-income block) and expense Next run a serviceability check; "success
 * waits about 1 second then goes to servicing success and stores the result" (the lenders that still
 * service: "lenders reloaded"); failure or exception goes to servicing failure. The domain routes.
 */
export function useServicingCheck(screen: 'INCOME' | 'EXPENSE') {
  const [checking, setChecking] = useState(false);
  const run = async () => {
    setChecking(true);
    const state = useAppStore.getState();
    const outcome = await checkServiceability(state.borrower, state.partner, { assetType: state.params?.assetType });
    if (outcome.lenderCount !== undefined) useAppStore.getState().setLenderCount(outcome.lenderCount);
    useAppStore.setState({ lendingLimit: outcome.largestAmountToBorrow ?? null });
    if (outcome.servicing === 'SERVICING') await wait(SERVICING_SUCCESS_WAIT_MS);
    setChecking(false);
    goNext(screen, { servicing: outcome.servicing });
  };
  return { checking, run };
}
