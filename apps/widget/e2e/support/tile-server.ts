import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

// A map tile server on this machine for the store selector's map (docs/decisions/053): every tile is the
// same light street grid, or every tile is refused as a wrong key is (403).

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256 px PNG: a pale ground with a lighter street every 64 px. */
function streetTile(): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const street = x % 64 < 6 || y % 64 < 6;
      const [r, g, b] = street ? [255, 255, 255] : [232, 236, 228];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface TileServer {
  /** The Leaflet template of its tiles. */
  readonly tileUrl: string;
  /** How many tiles it was asked for. */
  readonly requests: number;
  /** Answer every tile (true) or refuse every tile with a 403, as a wrong key is (false). */
  keyAccepted: boolean;
  close(): Promise<void>;
}

export async function startTileServer(): Promise<TileServer> {
  const tile = streetTile();
  let requests = 0;
  const state = { keyAccepted: true };
  const server: Server = createServer((request, response) => {
    requests += 1;
    if (!state.keyAccepted || !request.url?.startsWith('/tiles/')) {
      response.writeHead(403, { 'content-type': 'text/plain' }).end('invalid key');
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    tileUrl: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    get requests() {
      return requests;
    },
    get keyAccepted() {
      return state.keyAccepted;
    },
    set keyAccepted(value: boolean) {
      state.keyAccepted = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
