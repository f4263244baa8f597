import type { FastifyPluginAsync } from 'fastify';
import { type BankStatementsProvider } from '../../adapters/bank-statements/port';
export interface BankStatementRoutesOptions {
    /** Another provider than the configured one (adapters/bank-statements/index). */
    provider?: BankStatementsProvider;
}
declare module 'fastify' {
    interface FastifyRequest {
        rawBody?: string;
    }
}
export declare const bankStatementRoutes: FastifyPluginAsync<BankStatementRoutesOptions>;
