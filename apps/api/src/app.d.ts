import { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import './types';
import type { Database } from './db/client';
import type { Env } from './env';
import type { ApplicationPackBuilder } from './services/delivery/pack';
import type { MessageSender } from './services/messages/port';
export interface AppDeps {
    env: Env;
    db: Database;
    messages?: MessageSender;
    /** The application pack deliveries enclose (docs/decisions/045); by default the one Kerb makes. */
    pack?: ApplicationPackBuilder;
    /** Serve the built widget from this folder, and the embed script (off in most API tests). */
    widgetDir?: string;
}
export declare function buildApp(deps: AppDeps, options?: FastifyServerOptions): Promise<FastifyInstance>;
