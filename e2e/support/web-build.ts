import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Playwright's global setup: builds the web app once, when it is stale, before the workers start. Each
 * worker's app (scripts/start.mjs) builds it when stale too, and two workers starting theirs at once would
 * both build into the same apps/web/dist. The server's build (and the template of new embedded
 * databases, docs/decisions/0051-a-compiled-server-for-npm-start.md) is made here too, once rather than by
 * each worker.
 */
export default async function buildWebWhenStale(): Promise<void> {
  const lib = (await import(pathToFileURL(path.join(root, 'scripts/lib.mjs')).href)) as {
    webBuildIsStale(): boolean;
    buildWeb(): Promise<void>;
  };
  if (lib.webBuildIsStale()) await lib.buildWeb();
  const server = (await import(pathToFileURL(path.join(root, 'scripts/build-server.mjs')).href)) as {
    serverBuild(): { entry: string };
    buildServer(build: { entry: string }): Promise<string>;
  };
  const build = server.serverBuild();
  if (!existsSync(build.entry)) await server.buildServer(build);
}
