/**
 * 'zod' in the web build (vite.config.ts aliases it here): zod itself, configured jitless before any
 * importer can build a schema.
 *
 * zod 4 probes `new Function('')` when its first object schema is built, to compile fast parsers. Under
 * the app's Content-Security-Policy (script-src 'self', no 'unsafe-eval') the probe is refused and the
 * browser reports a violation on every page. Every module that imports 'zod' (the core schemas included)
 * depends on this one, so ES module order runs the configuration first whatever the chunking
 * (docs/decisions/0021-the-web-platform.md: "zod without its JIT probe").
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
