import type { Env } from '../../env';
import type { CreditBureau } from './port';
/** The configured bureau: the HTTP adapter when CREDIT_BUREAU_URL is set, else the sandbox. */
export declare function createCreditBureau(env: Env): CreditBureau;
