import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/index';
import type { Env } from '../../env';
import type { MessageSender } from './port';

// Embedded default: the outbox table. Real adapters are chosen by configuration.
export function createMessageSender(db: Database, _env: Env): MessageSender {
  return {
    async send(message) {
      await db.insert(outbox).values({ ...message, status: 'QUEUED' });
    },
  };
}
