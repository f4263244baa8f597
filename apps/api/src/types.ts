import type { Database } from './db/client';
import type { Env } from './env';
import type { ProviderName } from './sample-providers';
import type { MessageSender } from './services/messages/port';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    env: Env;
    /** The ports answered by Kerb's sample providers in this instance (docs/decisions/070). */
    sampleProviders: readonly ProviderName[];
    messages: MessageSender;
  }
}
