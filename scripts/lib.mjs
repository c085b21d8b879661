import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Newest modification time (ms) of the files under the given paths; 0 when none exist. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__') continue;
        visit(path.join(p, entry));
      }
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return newest;
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/** Inputs of the web build: when any is newer than the build, it is stale. */
export const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/core/src',
];
export const webBuildMarker = 'apps/web/dist/index.html';

export function webBuildIsStale() {
  const built = newestMtime([webBuildMarker]);
  return built === 0 || newestMtime(webInputs) > built;
}

export async function buildWeb() {
  console.log('Building the web app (apps/web)...');
  // Always a production build: started from vitest (e2e) NODE_ENV is 'test', and Vite would then bundle
  // React's development build (3x slower, the DevTools banner) into a dist that `npm start` later serves.
  const code = await run(bin('vite'), ['build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (code !== 0) throw new Error('The web build failed');
}
