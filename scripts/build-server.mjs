// The compiled server `npm start` runs (apps/server/dist), and the template of new embedded databases
// (docs/decisions/0051-a-compiled-server-for-npm-start.md).
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { contentHash, root, run } from './lib.mjs';

/**
 * What the server build is made of. The lock file stands for the dependencies (PGlite's version names
 * the template); the migrations go into the template. When their content changes, both are made again.
 */
export const serverInputs = [
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/package.json',
  'packages/core/src',
  'packages/core/package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];
const distDir = path.join(root, 'apps/server/dist');

/**
 * The compiled server of the inputs as they are now: a folder per content hash, so a build never
 * overwrites files a running server or another `npm start` (the end-to-end tests start several at once)
 * is reading, and a finished build is one rename.
 */
export function serverBuild() {
  const hash = contentHash(serverInputs).slice(0, 16);
  const dir = path.join(distDir, hash);
  return { hash, dir, entry: path.join(dir, 'main.js') };
}

/**
 * Dependencies stay in node_modules, loaded by Node as they are; the server's own TypeScript and the
 * workspace packages (TypeScript sources, which Node cannot load) are bundled.
 */
const dependenciesExternal = {
  name: 'dependencies-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hoogo/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Compiles the server and makes the PGlite template (when this PGlite and these migrations have none
 * yet), then publishes the build by renaming its folder: a build interrupted half-way is never used.
 * The template's name depends only on inputs of the build, so a build that exists has had its template
 * made (docs/decisions/0051-a-compiled-server-for-npm-start.md).
 */
export async function buildServer({ dir, entry } = serverBuild()) {
  console.log('Building the server (apps/server)...');
  const partial = `${dir}.${process.pid}.tmp`;
  await build({
    entryPoints: {
      main: path.join(root, 'apps/server/src/main.ts'),
      'make-template': path.join(root, 'apps/server/src/db/make-template.ts'),
    },
    outdir: partial,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    plugins: [dependenciesExternal],
    logLevel: 'warning',
  });
  const code = await run(process.execPath, [path.join(partial, 'make-template.js')]);
  if (code !== 0) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error('Making the template of new embedded databases failed');
  }
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another `npm start` finished the same build first: its files are these.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(entry)) throw error;
  }
  // Older builds go (a server running one has read its files at start).
  for (const name of readdirSync(distDir)) {
    if (name !== path.basename(dir) && !name.endsWith('.tmp')) {
      rmSync(path.join(distDir, name), { recursive: true, force: true });
    }
  }
  return entry;
}

// `npm run build -w @hoogo/server`: builds even when a build of this content exists.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
