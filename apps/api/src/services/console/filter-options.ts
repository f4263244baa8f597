import type { FilterOptionsResponse } from '@kerb/domain/contracts/console-leads';
import type { Database } from '../../db/client';
import type { LenderPanelCache } from '../lenders/panel-cache';
import { findPartnerConfig } from '../partners/index';
import type { PartnerScope } from './scope';

// Issue 36 §1 "Filter … by store and lender": the stores of the partners in the caller's scope (their store
// selector's, spec 2 §2, whose ids the borrower's selectedStore holds) and the panel's lenders, named, so
// people pick rather than type ids. Every partner's stores would be a long list, so the operator gets them
// once a partner is chosen.
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-AU');

export async function filterOptions(db: Database, panel: LenderPanelCache, scope: PartnerScope): Promise<FilterOptionsResponse> {
  const partners = scope === 'all' ? [] : await Promise.all(scope.map((id) => findPartnerConfig(db, id)));
  const stores = partners.flatMap((p) => p?.storeSelectorOptions ?? []).map((s) => ({ id: s.partnerId, name: s.name }));
  return {
    stores: [...new Map(stores.map((s) => [s.id, s])).values()].sort(byName),
    lenders: panel.lenders.map((l) => ({ id: l.id, name: l.name })).sort(byName),
  };
}
