import type { FastifyRequest } from 'fastify';
export declare function loggableUrl(url: string): string;
export declare const requestSerializers: {
    req: (request: FastifyRequest) => {
        method: string;
        url: string;
    };
};
