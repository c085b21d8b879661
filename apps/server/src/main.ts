import sharp from 'sharp';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config/index.js';

// libvips keeps the results of recent operations (up to 50 MB) for operations repeated on the same
// input; every photo is resized once, so the cache only held memory
// (docs/decisions/0051-a-compiled-server-for-npm-start.md).
sharp.cache(false);

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const app = await buildApp(config).catch((error: unknown) => {
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

/** Open requests and sockets get this long to finish after SIGTERM (docs/operations.md, "Stopping"). */
const SHUTDOWN_LIMIT_MS = 10_000;

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Whatever a dependency does (Redis, the database), the process is gone within the bound.
    setTimeout(() => {
      app.log.error({ ms: SHUTDOWN_LIMIT_MS }, 'shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

/**
 * Connections the system may hold for the server until it accepts them. A venue's crowd opens thousands
 * at once (each phone up to six) while the process is busy: with Node's default of 511 the queue
 * overflowed and the system dropped the phones' connection requests, which their browsers sent again
 * only after 1, 3, 7, 15 s (docs/decisions/0068-the-event-rehearsed.md). Linux caps it at
 * net.core.somaxconn (4096 on current kernels).
 */
const LISTEN_BACKLOG = 4096;

try {
  await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
  app.log.info(`${config.productName} is ready at ${config.publicUrl}`);
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await app.close();
  process.exit(1);
}
