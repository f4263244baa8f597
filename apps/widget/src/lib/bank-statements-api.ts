import { BankStatementsReferral, BankStatementsResult } from '@kerb/domain/contracts/bank-statements';
import { api } from './api-client';

// docs/decisions/064: bank statements are shared through the provider's referral link, never uploaded.

/** GET /api/bankStatements: what the chosen lender needs and what came of the borrower's referral. */
export const readBankStatements = () => api.get('/api/bankStatements', { schema: BankStatementsResult });

/** POST /api/bankStatements/referral: a new link to the provider, with the partner's code for the lender's months. */
export const createBankStatementsReferral = () => api.post('/api/bankStatements/referral', {}, { schema: BankStatementsReferral });
