import type { FastifyInstance, FastifyRequest } from 'fastify';
export declare const PARTNER_KEY_HEADER = "x-kerb-partner-key";
export type PartnerActor = {
    kind: 'admin';
} | {
    kind: 'partner';
    partnerId: string;
};
export declare const newPartnerKey: () => string;
export declare function requirePartnerActor(app: FastifyInstance, request: FastifyRequest): Promise<PartnerActor>;
