// `npm run dev`: the server with reload on change, and Vite with hot reload proxying /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bin, root } from './lib.mjs';

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn(bin('vite'), [], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
