import { ConsolePartnersResponse } from '@kerb/domain/contracts/console-partners';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { consoleApi } from './console-api';
import { useMe } from './me';

// UI.md "The console": "a top bar with the signed-in person and, for the operator, a partner switcher". The
// operator's choice narrows the inbox, the funnel and the webhooks page; it lasts for the browser tab.
// A partner's own people always see their partner, so they have no switcher.
const KEY = 'kerb.console.partner';

interface PartnerChoice {
  /** The partner chosen, or null for every partner. */
  partnerId: string | null;
  choose: (partnerId: string | null) => void;
  partners: ConsolePartnersResponse['partners'];
}

const Choice = createContext<PartnerChoice>({ partnerId: null, choose: () => {}, partners: [] });

export const usePartnerChoice = () => useContext(Choice);

/** The chosen partner as query parameters for the console's API, or none. */
export const partnerQuery = (partnerId: string | null): Record<string, string> => (partnerId ? { partnerId } : {});

export function PartnerChoiceProvider({ children }: { children: ReactNode }) {
  const me = useMe();
  const [partnerId, setPartnerId] = useState<string | null>(() => (me.role === 'operator' ? sessionStorage.getItem(KEY) : null));
  const [partners, setPartners] = useState<ConsolePartnersResponse['partners']>([]);
  useEffect(() => {
    if (me.role !== 'operator') return;
    consoleApi.get('/api/console/partners', { schema: ConsolePartnersResponse }).then((answer) => setPartners(answer.partners), () => setPartners([]));
  }, [me.role]);
  const choose = (next: string | null) => {
    if (next) sessionStorage.setItem(KEY, next);
    else sessionStorage.removeItem(KEY);
    setPartnerId(next);
  };
  return <Choice.Provider value={{ partnerId, choose, partners }}>{children}</Choice.Provider>;
}

/** The operator's switcher in the top bar. */
export function PartnerSwitcher() {
  const me = useMe();
  const { partnerId, choose, partners } = usePartnerChoice();
  if (me.role !== 'operator') return null;
  return (
    <div className="console-switcher">
      <select className="kerb-input" aria-label="Partner" value={partnerId ?? ''} onChange={(e) => choose(e.target.value || null)}>
        <option value="">Every partner</option>
        {partnerId && !partners.some((p) => p.id === partnerId) && <option value={partnerId}>{partnerId}</option>}
        {partners.map((p) => <option key={p.id} value={p.id}>{p.name ? `${p.name} (${p.id})` : p.id}</option>)}
      </select>
    </div>
  );
}
