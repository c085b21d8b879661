// `npm start`: builds the web app when it is missing or stale, then serves API, sockets, media and the app.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWeb, root, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) await buildWeb();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
