// GET /healthz (the process answers and its database does), GET /readyz (issue 35 §6: ready to serve) and
// GET /api/bare (the benchmark's baseline).
import { z } from 'zod/mini';

export const HealthResponse = z.object({ status: z.literal('ok') });
export const BareResponse = z.object({ ok: z.literal(true) });

/** Each readiness check: `ok`, or why not (`not served`: this instance serves no widget). */
export const ReadyChecks = z.object({ database: z.string(), migrations: z.string(), widget: z.string() });
export const ReadyResponse = z.object({ status: z.literal('ready'), checks: ReadyChecks });
