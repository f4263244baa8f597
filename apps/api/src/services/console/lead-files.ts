import type { LeadDelivery, LeadFilesResponse } from '@kerb/domain/contracts/console-leads';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, borrowers, deliveries, deliveryAttempts, documents } from '../../db/schema/index';
import { partnerCondition, type PartnerScope } from './scope';

// Issue 36 §2 "Lead detail": the borrower's documents, and every delivery of the application (to the
// lender, the partner's CRM and lead e-mail) with its attempts. Each route asks leadInScope first.

/** Whether the application is a lead the scope may read; another partner's reads as missing. */
export async function leadInScope(db: Database, scope: PartnerScope, applicationId: string): Promise<boolean> {
  const [row] = await db.select({ id: applications.id }).from(applications)
    .where(and(eq(applications.id, applicationId), partnerCondition(applications.partnerId.getSQL(), scope)));
  return Boolean(row);
}

/** The borrower's user id behind an application: documents and the pack are the borrower's. */
export async function borrowerUserOf(db: Database, applicationId: string): Promise<string | null> {
  const [row] = await db.select({ userId: borrowers.userId }).from(applications)
    .innerJoin(borrowers, eq(borrowers.id, applications.borrowerId)).where(eq(applications.id, applicationId));
  return row?.userId ?? null;
}

export async function leadFiles(db: Database, applicationId: string): Promise<LeadFilesResponse> {
  const userId = await borrowerUserOf(db, applicationId);
  const docs = userId
    ? await db.select({ id: documents.id, code: documents.code, filename: documents.filename, contentType: documents.contentType, size: documents.size, createdAt: documents.createdAt })
      .from(documents).where(eq(documents.userId, userId)).orderBy(asc(documents.createdAt))
    : [];
  // Deliveries are ordered by their application (the ordering key); the address they went to is not shown.
  return {
    documents: docs.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
    deliveries: await deliveriesWhere(db, eq(deliveries.orderingKey, applicationId)),
  };
}

/**
 * Deliveries as the console shows them, newest first (at most 100), each with its attempts: never the
 * address it went to nor the event's content.
 */
export async function deliveriesWhere(db: Database, condition: SQL): Promise<Array<LeadDelivery & { applicationId: string }>> {
  const sent = await db.select().from(deliveries).where(condition).orderBy(desc(deliveries.id)).limit(100);
  const attempts = sent.length === 0 ? [] : await db.select().from(deliveryAttempts)
    .where(inArray(deliveryAttempts.deliveryId, sent.map((d) => d.id))).orderBy(asc(deliveryAttempts.attempt), asc(deliveryAttempts.id));
  return sent.map((d) => ({
    id: d.id, applicationId: d.orderingKey, eventType: d.eventType, receiver: d.receiver, channel: d.channel, status: d.status,
    createdAt: d.createdAt.toISOString(), finishedAt: d.finishedAt?.toISOString() ?? null, lastError: d.lastError,
    log: attempts.filter((a) => a.deliveryId === d.id)
      .map((a) => ({ attempt: a.attempt, at: a.attemptedAt.toISOString(), outcome: a.outcome, statusCode: a.statusCode })),
  }));
}

/** Whether a delivery is one of this application's (so the caller's scope covers it). */
export async function isDeliveryOf(db: Database, applicationId: string, deliveryId: number): Promise<boolean> {
  const [row] = await db.select({ id: deliveries.id }).from(deliveries)
    .where(and(eq(deliveries.id, deliveryId), eq(deliveries.orderingKey, applicationId)));
  return Boolean(row);
}
