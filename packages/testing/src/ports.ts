import { createServer } from 'node:net';

/** A loopback port nothing listens on at the moment: the system hands it out, and it is let go at once. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** An http address on loopback where nothing listens: a connection to it is refused at once. */
export async function closedAddress(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}
