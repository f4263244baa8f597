import type { Database } from './db/client';
import type { Env } from './env';
import type { MessageSender } from './services/messages/port';
declare module 'fastify' {
    interface FastifyInstance {
        db: Database;
        env: Env;
        messages: MessageSender;
    }
}
