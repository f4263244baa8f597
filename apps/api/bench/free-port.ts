import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

/** A TCP port free on 127.0.0.1 now, for a server started in another process (bench:start, test/start.test.ts). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}
