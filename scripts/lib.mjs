import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * The files under the given paths (relative to the repository), in name order: node_modules, dist and
 * __tests__ folders left out, missing paths skipped. Yields each file's path and stat.
 */
function* filesUnder(paths) {
  function* visit(p) {
    let stat;
    try {
      stat = statSync(p);
    } catch {
      return;
    }
    if (!stat.isDirectory()) {
      yield { file: p, stat };
      return;
    }
    for (const entry of readdirSync(p).sort()) {
      if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__') continue;
      yield* visit(path.join(p, entry));
    }
  }
  for (const p of paths) yield* visit(path.resolve(root, p));
}

/** Newest modification time (ms) of the files under the given paths; 0 when none exist. */
export function newestMtime(paths) {
  let newest = 0;
  for (const { stat } of filesUnder(paths)) newest = Math.max(newest, stat.mtimeMs);
  return newest;
}

/** A hash of the names and contents of the files under the given paths (tests, node_modules and dist left out). */
export function contentHash(paths) {
  const hash = createHash('sha256');
  for (const { file } of filesUnder(paths)) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
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

/** Runs a command with its output kept, to be printed in one piece; resolves with the exit code and the output. */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
    child.on('error', (error) =>
      resolve({ code: 1, output: `Could not run ${command}: ${error.message}\n` }),
    );
  });
}

/**
 * Runs a command beside others, each line of its output printed as it comes with `label` in front, so
 * two commands' logs can be told apart; resolves with its exit code.
 */
export function runLabelled(label, command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const relay = (stream, out) => {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (text) => {
        const lines = (partial + text).split('\n');
        partial = lines.pop() ?? '';
        if (lines.length > 0) out.write(lines.map((line) => `${label} ${line}\n`).join(''));
      });
      stream.on('end', () => {
        if (partial) out.write(`${label} ${partial}\n`);
      });
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${label} Could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/** Runs the tasks (functions answering promises), at most `limit` at a time; answers their results in order. */
export async function runPooled(tasks, limit = availableParallelism()) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** The TypeScript projects `npm run typecheck` checks, each on its own (tsc is single-threaded). */
export const typecheckProjects = [
  'packages/core',
  'packages/testing',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
];

/**
 * tsc's arguments for one project: incremental, its build info kept under node_modules/.cache, so a
 * second run re-checks only what changed since the first.
 */
export const typecheckArgs = (project) => [
  '-p',
  project,
  '--incremental',
  '--tsBuildInfoFile',
  path.join(root, 'node_modules/.cache/tsc', `${project.replaceAll('/', '-')}.tsbuildinfo`),
];

/**
 * glibc's malloc arenas the server may use when the operator sets none (docs/operations.md,
 * "Memory after a flood"): libvips' threads (sharp) each took an arena of their own and glibc kept their
 * freed memory.
 */
export const DEFAULT_MALLOC_ARENA_MAX = '2';

/**
 * The environment of the server `npm start` runs: production, and at most DEFAULT_MALLOC_ARENA_MAX malloc
 * arenas; what the operator set wins (`MALLOC_ARENA_MAX=16` gives glibc's own number on two cores back).
 */
export function serverEnvironment(env) {
  return {
    NODE_ENV: 'production',
    ...(env.MALLOC_ARENA_MAX === undefined && { MALLOC_ARENA_MAX: DEFAULT_MALLOC_ARENA_MAX }),
    ...env,
  };
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

/**
 * The production build of apps/web, always: started from a test runner NODE_ENV is 'test', and Vite would
 * then bundle React's development build (3x slower, the DevTools banner) into a dist `npm start` serves.
 */
export const webBuild = () => ({
  command: bin('vite'),
  args: ['build', '--logLevel', 'warn'],
  options: { cwd: path.join(root, 'apps/web'), env: { ...process.env, NODE_ENV: 'production' } },
});

export async function buildWeb() {
  console.log('Building the web app (apps/web)...');
  const { command, args, options } = webBuild();
  const code = await run(command, args, options);
  if (code !== 0) throw new Error('The web build failed');
}
