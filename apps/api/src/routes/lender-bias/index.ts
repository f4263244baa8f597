import { LenderBiasActionRequest, LenderBiasActionResponse } from '@kerb/domain/contracts/lenders';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applications, borrowers, lenderBiasActions } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';

// spec 1 §7 POST /api/meLenderBias/action: "applicationId, action (customerSelectLender, preapproved),
// lenders (list of lender ids)"; "errors only logged" on the widget's side. spec 1 §4: on entering the
// indicatively approved screen "preapproved" is reported with all lender ids; choosing a lender reports
// customerSelectLender. An action naming an application needs its owner's token; another borrower's (or
// an unknown) application is 404, so ids cannot be probed.
export const lenderBiasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/meLenderBias/action', {
    schema: { body: LenderBiasActionRequest, response: { 201: LenderBiasActionResponse } },
  }, async (request, reply) => {
    const { applicationId, action, lenders } = request.body;
    let userId: string | null = null;
    if (applicationId) {
      const caller = await request.requireCaller();
      const [owned] = await app.db
        .select({ id: applications.id })
        .from(applications)
        .innerJoin(borrowers, eq(borrowers.id, applications.borrowerId))
        .where(and(eq(applications.id, applicationId), eq(borrowers.userId, caller.userId)))
        .limit(1);
      if (!owned) throw new HttpError(404, 'Application not found', 'applicationId', 'no such application for this borrower');
      userId = caller.userId;
    } else {
      userId = (await request.optionalCaller())?.userId ?? null;
    }
    const [row] = await app.db
      .insert(lenderBiasActions)
      .values({ applicationId: applicationId ?? null, userId, action, lenders })
      .returning({ id: lenderBiasActions.id, createdAt: lenderBiasActions.createdAt });
    return reply.status(201).send({ id: row!.id, createdAt: row!.createdAt.toISOString() });
  });
};
