import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@hoogo/testing/ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** One start takes 45 s on a loaded 2-core machine, two at once (two workers) twice that. */
const START_WITHIN_MS = 180_000;

export interface RunningApp {
  url: string;
  jwtSecret: string;
  logs: () => string;
  stop: () => Promise<void>;
}

/** Starts the product exactly as `npm start` does, on a free port with its own data folder. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hoogo-e2e-'));
  // Instances of one deployment share theirs (JWT_SECRET in `env`): a token one signs, the others accept.
  const jwtSecret = env.JWT_SECRET ?? `e2e-secret-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      // The tests connect from loopback: X-Forwarded-For they send (one address per simulated phone) is
      // believed from there only. A boolean is refused by the server (docs/operations.md).
      TRUST_PROXY: '127.0.0.1',
      // The address the browser opens, as a deployment sets it: the QR codes and join links are built
      // from it (docs/product.md, "Event management"). public-url.e2e.ts sets another one.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  // SIGTERM first: scripts/start.mjs passes it on to the server it started, which a SIGKILL would orphan.
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited while starting:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The app did not answer /healthz within ${START_WITHIN_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    jwtSecret,
    logs: () => output,
    stop,
  };
}
