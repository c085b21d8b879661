import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's Chromium, never a downloaded one. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Headless, and none of Chromium's own calls out (this machine's network is closed to them). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const SHOTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results');
