import { CreateOrUpdateBorrowerRequest } from '@kerb/domain/contracts/borrower';
import { type Borrower } from '@kerb/domain/borrower/index';
import type { z } from 'zod';
import type { Database } from '../../db/client';
export type SaveRequest = z.output<typeof CreateOrUpdateBorrowerRequest>;
/**
 * POST /api/borrower/createOrUpdate: read, merge, validate and write in one transaction holding the
 * borrower's row lock, so concurrent saves queue and none loses an acknowledged write (issue 2). The
 * first save makes the borrower and its current application. A save the schema refuses changes nothing.
 */
export declare function saveBorrower(db: Database, userId: string, request: SaveRequest, now?: Date): Promise<Borrower>;
