import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Issue 35 §7 "Personal data at rest" (docs/decisions/071): licence images, documents and licence numbers are
// sealed with AES-256-GCM under a key from the environment (KERB_DATA_KEYS), the key's id stored beside each
// value. The first key seals; every listed key opens, so a new key is added in front and the old one stays
// until nothing sealed with it is left. Values stored before sealing (no mark) are read as they are.
// The keys are the process's, set once at start (app.ts): the storage columns and adapters that seal sit below
// any request, and one process serves one deployment.

export interface DataKey {
  id: string;
  key: Buffer;
}

/** Outside production, with no keys set: a fixed key, so `npm start` and tests need no setting. */
const DEVELOPMENT_KEY: DataKey = { id: 'dev', key: createHash('sha256').update('kerb development data key').digest() };
let keys: DataKey[] = [DEVELOPMENT_KEY];

/** `id:base64key[,id:base64key…]`, each key 32 bytes; null when the value is not that. */
export function parseDataKeys(value: string): DataKey[] | null {
  const parsed = value.split(',').map((entry) => {
    const [id = '', encoded = ''] = entry.trim().split(':');
    const key = Buffer.from(encoded, 'base64');
    return /^[A-Za-z0-9_-]{1,32}$/.test(id) && key.length === 32 ? { id, key } : null;
  });
  return parsed.length > 0 && parsed.every(Boolean) && new Set(parsed.map((k) => k!.id)).size === parsed.length ? (parsed as DataKey[]) : null;
}

/** The keys of this process (from KERB_DATA_KEYS), or the development key when none are given. */
export function useDataKeys(given: DataKey[] | null): void {
  keys = given ?? [DEVELOPMENT_KEY];
}

const MAGIC = Buffer.from('KRB1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(id: string): Buffer {
  const found = keys.find((k) => k.id === id);
  if (!found) throw new Error(`no data key "${id}" is configured (KERB_DATA_KEYS)`);
  return found.key;
}

function seal(plain: Buffer): { id: string; sealed: Buffer } {
  const { id, key } = keys[0]!;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { id, sealed: Buffer.concat([iv, cipher.getAuthTag(), body]) };
}

function open(id: string, sealed: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', keyOf(id), sealed.subarray(0, IV_BYTES));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** Bytes as stored: `KRB1`, the key id's length and id, then IV, tag and ciphertext. */
export function sealBytes(plain: Buffer): Buffer {
  const { id, sealed } = seal(plain);
  return Buffer.concat([MAGIC, Buffer.from([id.length]), Buffer.from(id), sealed]);
}

export function openBytes(stored: Buffer): Buffer {
  if (stored.length < MAGIC.length + 1 || !stored.subarray(0, MAGIC.length).equals(MAGIC)) return stored;
  const idLength = stored[MAGIC.length]!;
  const id = stored.subarray(MAGIC.length + 1, MAGIC.length + 1 + idLength).toString();
  return open(id, stored.subarray(MAGIC.length + 1 + idLength));
}

const TEXT_MARK = 'sealed:v1:';

/** Text as stored: `sealed:v1:{key id}:{base64 of IV, tag and ciphertext}`. */
export function sealText(plain: string): string {
  const { id, sealed } = seal(Buffer.from(plain, 'utf8'));
  return `${TEXT_MARK}${id}:${sealed.toString('base64')}`;
}

export function openText(stored: string): string {
  if (!stored.startsWith(TEXT_MARK)) return stored;
  const [id = '', encoded = ''] = stored.slice(TEXT_MARK.length).split(':');
  return open(id, Buffer.from(encoded, 'base64')).toString('utf8');
}
