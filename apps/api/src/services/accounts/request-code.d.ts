import type { Country } from '@kerb/domain';
import type { VerificationPurpose } from '@kerb/domain/contracts/verify';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { MessageSender } from '../messages/port';
import { type CodeTarget } from './codes';
export interface AccountDeps {
    db: Database;
    env: Env;
    messages: MessageSender;
}
/** A mobile (with its country) or an e-mail that a code goes to. */
export interface Contact extends CodeTarget {
    country: Country;
}
export type RequestCodeOutcome = {
    kind: 'SENT';
} | {
    kind: 'NO_ACCOUNT';
} | {
    kind: 'THROTTLED';
    retryAfterMs: number;
} | {
    kind: 'SEND_FAILED';
    error: unknown;
};
export declare function requestCode(deps: AccountDeps, input: {
    contact: Contact;
    purpose: VerificationPurpose;
    partnerId?: string | undefined;
}): Promise<RequestCodeOutcome>;
