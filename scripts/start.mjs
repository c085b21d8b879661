// `npm start`: builds the web app and the server when missing or stale
// (docs/decisions/0051-a-compiled-server-for-npm-start.md), then runs the compiled server, which serves API,
// sockets, media and the app.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildServer, serverBuild } from './build-server.mjs';
import { buildWeb, root, serverEnvironment, webBuildIsStale } from './lib.mjs';

// On two cores the two builds overlap: Vite waits on the disk and on its workers, the template on initdb.
const server = serverBuild();
await Promise.all([webBuildIsStale() && buildWeb(), !existsSync(server.entry) && buildServer(server)]);

// Source maps: stack traces in the log name the TypeScript files and lines. The environment bounds
// glibc's malloc arenas unless the operator set them (docs/operations.md, "Memory after a flood"): glibc
// reads MALLOC_ARENA_MAX when the process starts, so it is set for the child, not in it.
const child = spawn(process.execPath, ['--enable-source-maps', server.entry], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnvironment(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
