import * as z from 'zod';

/**
 * zod 4 probes `new Function('')` when its first object schema is built, to compile fast parsers. Under the
 * app's Content-Security-Policy (script-src 'self', no 'unsafe-eval') the probe is refused and Chromium
 * reports a violation on every page. jitless skips the probe; this module must run before any schema is
 * built, so main.tsx imports it first and no schema is reachable from the entry chunk
 * (docs/decisions.md, "zod without its JIT probe").
 */
z.config({ jitless: true });
