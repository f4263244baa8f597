import { fieldChanges } from '@kerb/domain/console/changes';
import type { Database } from '../../db/client';
import { writeAudit } from '../console/audit';

/**
 * Issue 36 §8 "Audit log ... for lenders": a change of a lender or a product and its entry (old value and new,
 * field by field, by a console user or, null, the admin key) in one transaction, so that no change is kept
 * without its entry and no entry tells of a change that failed. The lender panel is Kerb's, so the entry is
 * the operator's: it names no partner.
 */
export async function auditedLenderChange<T extends object>(
  db: Database, actorId: string | null, action: string, target: string,
  before: (tx: Database) => Promise<object | null>, change: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const old = await before(tx);
    const after = await change(tx);
    const changes = fieldChanges(old, after, ['products', 'createdAt', 'updatedAt']);
    if (changes.length > 0) await writeAudit(tx, { actorId, action, partnerId: null, target, changes });
    return after;
  });
}
