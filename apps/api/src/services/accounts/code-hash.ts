import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@kerb/domain/auth/verification-code';
import { isProduction, type Env } from '../../env';

// Six digits are only a million values, so a plain hash would be reversed at once from a database copy:
// each code is stored as HMAC-SHA256 under a server secret (CODE_PEPPER) with its own random salt.
const DEV_CODE_PEPPER = 'kerb-development-code-pepper';

export function codePepper(env: Env): string {
  if (env.CODE_PEPPER) return env.CODE_PEPPER;
  if (isProduction(env)) throw new Error('CODE_PEPPER must be set in production (at least 16 characters)');
  return DEV_CODE_PEPPER;
}

/** A uniformly random six-digit code (spec 1 §9 "Code length 6"), leading zeros kept. */
export const newCode = () => randomInt(0, 10 ** CODE_LENGTH).toString().padStart(CODE_LENGTH, '0');

const mac = (pepper: string, salt: string, code: string) =>
  createHmac('sha256', pepper).update(`${salt}:${code}`).digest('hex');

/** `salt:hmac`, never the code itself. */
export function hashCode(pepper: string, code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${mac(pepper, salt, code)}`;
}

export function codeMatches(pepper: string, code: string, stored: string): boolean {
  const [salt, expected] = stored.split(':');
  if (!salt || !expected) return false;
  const actual = Buffer.from(mac(pepper, salt, code), 'hex');
  const wanted = Buffer.from(expected, 'hex');
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}
