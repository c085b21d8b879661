import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Playwright's global setup: builds the web app once, when it is stale, before the workers start. Each
 * file's app (scripts/start.mjs) builds it when stale too, and two workers starting theirs at once would
 * both build into the same apps/web/dist.
 */
export default async function buildWebWhenStale(): Promise<void> {
  const lib = (await import(pathToFileURL(path.join(root, 'scripts/lib.mjs')).href)) as {
    webBuildIsStale(): boolean;
    buildWeb(): Promise<void>;
  };
  if (lib.webBuildIsStale()) await lib.buildWeb();
}
