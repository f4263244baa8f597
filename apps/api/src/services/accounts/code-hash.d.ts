import { type Env } from '../../env';
export declare function codePepper(env: Env): string;
/** A uniformly random six-digit code (spec 1 §9 "Code length 6"), leading zeros kept. */
export declare const newCode: () => string;
/** `salt:hmac`, never the code itself. */
export declare function hashCode(pepper: string, code: string): string;
export declare function codeMatches(pepper: string, code: string, stored: string): boolean;
