import type { Database } from '../../db/client';
import type { OutgoingMessage } from '../../services/messages/port';
export type OutboxStatus = 'QUEUED' | 'SENT' | 'FAILED' | 'DEMO';
export declare function recordInOutbox(db: Database, message: OutgoingMessage, status: OutboxStatus): Promise<void>;
