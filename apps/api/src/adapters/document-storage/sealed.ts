import { openBytes, sealBytes } from '../../services/crypto/data-keys';
import type { DocumentStorage } from './port';

/**
 * Issue 35 §7 (docs/decisions/071): every storage keeps documents sealed (AES-256-GCM, the key's id beside
 * the bytes); they are opened only when read. Bytes stored before sealing read as they are.
 */
export function sealedStorage(inner: DocumentStorage): DocumentStorage {
  return {
    name: inner.name,
    // Sealed bytes are no longer of the document's type; the documents table keeps its type.
    put: (id, bytes) => inner.put(id, sealBytes(bytes), 'application/octet-stream'),
    async get(id) {
      const stored = await inner.get(id);
      return stored && openBytes(stored);
    },
    delete: (id) => inner.delete(id),
  };
}
