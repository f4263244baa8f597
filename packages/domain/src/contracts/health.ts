// GET /healthz (the process answers and its database does) and GET /api/bare (the benchmark's baseline).
import { z } from 'zod/mini';

export const HealthResponse = z.object({ status: z.literal('ok') });
export const BareResponse = z.object({ ok: z.literal(true) });
