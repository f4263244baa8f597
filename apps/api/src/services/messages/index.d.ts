import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { MessageSender } from './port';
export declare function createMessageSender(db: Database, env: Env): MessageSender;
