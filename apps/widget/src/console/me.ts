import type { ConsoleUserResponse } from '@kerb/domain/contracts/console';
import { createContext, useContext } from 'react';

/** The signed-in console user, known to every page below the shell. */
export const MeContext = createContext<ConsoleUserResponse | null>(null);

export function useMe(): ConsoleUserResponse {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe outside the signed-in console');
  return me;
}

export { CONSOLE_ROLE_LABELS as ROLE_LABELS } from '@kerb/domain/contracts/console';
