import { fieldChanges } from '@kerb/domain/console/changes';
import type { Database } from '../../db/client';
import { writeAudit } from '../console/audit';

/**
 * Issue 36 §8 "Audit log ... for lenders": a change of a lender or a product, old value and new, field by
 * field, by a console user or (null) the admin key. The lender panel is Kerb's, so the entry is the
 * operator's: it names no partner.
 */
export async function auditLenderChange(db: Database, actorId: string | null, action: string, target: string, before: object | null, after: object): Promise<void> {
  const changes = fieldChanges(before, after, ['products', 'createdAt', 'updatedAt']);
  if (changes.length > 0) await writeAudit(db, { actorId, action, partnerId: null, target, changes });
}
