import type { AdminLender, AdminProduct, NewLender, NewProduct, UpdateLenderRequest, UpdateProductRequest } from '@kerb/domain/contracts/lenders';
import type { Database } from '../../db/client';
export declare function getAdminLender(db: Database, id: string): Promise<AdminLender>;
export declare function createLender(db: Database, input: NewLender): Promise<AdminLender>;
export declare function updateLender(db: Database, id: string, patch: UpdateLenderRequest): Promise<AdminLender>;
/** Soft retire (retired: true) or reinstate (false); retiring twice keeps the first date. */
export declare function setLenderRetired(db: Database, id: string, retired: boolean): Promise<AdminLender>;
export declare function createProduct(db: Database, lenderId: string, input: NewProduct): Promise<AdminProduct>;
export declare function updateProduct(db: Database, lenderId: string, productId: string, patch: UpdateProductRequest): Promise<AdminProduct>;
export declare function setProductRetired(db: Database, lenderId: string, productId: string, retired: boolean): Promise<AdminProduct>;
