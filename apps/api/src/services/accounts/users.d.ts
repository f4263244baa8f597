import type { Country } from '@kerb/domain';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import type { CodeTarget } from './codes';
export type User = typeof users.$inferSelect;
export declare function findUser(db: Database, to: CodeTarget): Promise<User | null>;
export interface NewAccount {
    to: CodeTarget;
    firstName: string;
    country: Country;
    partnerId?: string | undefined;
}
/** Creates the account; if the same mobile or e-mail was registered a moment ago, that account is returned. */
export declare function createUser(db: Database, account: NewAccount): Promise<User>;
