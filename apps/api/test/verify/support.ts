import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

let next = 0;
/** A fresh AU mobile for each use, so tests never share a throttle or an account. */
export const newMobile = () => `04${String(10_000_000 + next++ * 7919).slice(-8)}`;
export const newEmail = () => `person${next++}@example.com`;

export async function outboxFor(app: FastifyInstance, to: string) {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return res.json().messages as { to: string; channel: string; body: string; createdAt: string }[];
}

/** The code in the newest message to a mobile or e-mail, read from the developer outbox. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const [message] = await outboxFor(app, to);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

export const post = (app: FastifyInstance, url: string, payload: unknown, token?: string) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Signs a new person up by mobile and returns the session token. */
export async function register(app: FastifyInstance, mobile = newMobile(), firstName = 'Alex', extra: object = {}): Promise<string> {
  expect((await post(app, '/api/verify/requestVerification', { mobilePhone: mobile, modal: 'REGISTER', ...extra })).statusCode).toBe(200);
  const res = await post(app, '/api/verify', { mobilePhone: mobile, code: await latestCode(app, mobile), firstName, ...extra });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

/** Wrong code for a given one: same length, different digits. */
export const wrongCode = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));
