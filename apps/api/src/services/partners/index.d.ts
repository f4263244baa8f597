import { PartnerConfig } from '@kerb/domain/partner/config';
import type { PartnerConfigResponse } from '@kerb/domain/contracts/partner';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
/**
 * The stored configuration for a partner id, with the spec's defaults applied; null when there is none.
 * Partner ids are matched as given, then lower-cased (a partner's link may be typed as /iframe/Demo).
 * A stored config that no longer parses (an operator's bad edit) is logged and treated as missing, so
 * the widget falls back to its built-in configs (spec 1 §8) instead of failing.
 */
export declare function findPartnerConfig(db: Database, id: string, log?: FastifyBaseLogger): Promise<PartnerConfig | null>;
/** Stores a partner's whole config (an operator's change), replacing the one stored under its id. */
export declare function savePartnerConfig(db: Database, config: PartnerConfig): Promise<void>;
/** spec 2 §3 "selected store entry": a storeId naming one of the partner's stores (by its partnerId). */
export declare function withSelectedStore(config: PartnerConfig, storeId: string | null | undefined): PartnerConfigResponse;
/** docs/decisions/004: the overwrite id registered for this e-mail under this partner, or null. */
export declare function findOverwritePartnerId(db: Database, email: string, partnerId: string): Promise<string | null>;
