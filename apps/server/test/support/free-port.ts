import { createServer } from 'node:net';

/**
 * A port on 127.0.0.1 that the system just gave out and no one holds: a port picked at random may be one
 * of the system's own outgoing ports (its ephemeral range, 32768-60999 on Linux) in use by another test.
 * Shared by the server tests, the web e2e run (global-setup) and the camera bench.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}
