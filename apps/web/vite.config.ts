import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pagePatterns } from './src/app/paths';
import { lazyRoutes, type PreloadTable, preloadScript, signInRoutes } from './src/app/route-preload';

const productName = process.env.PRODUCT_NAME || process.env.VITE_PRODUCT_NAME || 'Hoogo';
/** brand-950 of src/index.css: the loader, the theme colour and the splash screen share it. */
const BRAND_DARK = '#1e1b4b';
/** brand-900, the favicon's own background: the maskable icon's full bleed continues it. */
const BRAND_ICON = '#312e81';

/**
 * zod, the schemas and the forms' zod resolver: one file, loaded by a form after it shows (lib/api-form.ts),
 * never with the sign-in's first screen. The sign-in's own schema modules are here, not in the form kit,
 * for the same reason (a group that took them would import zod statically).
 */
const ZOD_AND_SCHEMAS =
  /node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]|packages[\\/]core[\\/]src[\\/]schemas[\\/]|src[\\/]lib[\\/]zod-jitless\.ts$|src[\\/]features[\\/](auth|guest)[\\/]components[\\/]schemas\.ts$/;

/**
 * What the sign-in's form needs beyond the entry: the form pattern, the sign-in's screens and calls and
 * the field primitives. Left to the automatic split they were a dozen files of 1-2 KB, and on a slow
 * network each file is a round trip of its own (Chromium opens six connections to a host):
 * docs/decisions/0058-the-attendees-first-minutes.md. Only modules the entry does not load itself: a group
 * that takes one of the entry's modules splits the entry around it (tried: the logo).
 */
const FORM_KIT =
  /apps[\\/]web[\\/]src[\\/](features[\\/]auth[\\/]|components[\\/]event-not-found\.tsx|components[\\/]ui[\\/](input|field|textarea|form|form-error)\.tsx|lib[\\/](api-form|oauth|public-config)\.ts)|node_modules[\\/]react-hook-form[\\/]/;

/**
 * What every screen runs, in one file beside the entry: React, the router, the query cache, the toasts,
 * the API client, the pages' paths (app/paths.ts) and the reader's language (each language's sentences
 * are a chunk of their own, English's too: docs/decisions/0086-five-languages.md). Left to the automatic
 * split they were nine files, some under 1 KB; over HTTP/1.1 a phone fetches six at a time, and on a slow
 * network each further file waits a round trip (docs/decisions/0058-the-attendees-first-minutes.md).
 */
const APP_KIT =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|react-hot-toast|goober)[\\/]|packages[\\/]core[\\/]src[\\/](messages[\\/]index|i18n[\\/](locales|plural)|status|constants)\.ts$|apps[\\/]web[\\/]src[\\/](config[\\/]env\.ts|lib[\\/](api-client|connectivity|language|navigation|storage|toast)\.ts|app[\\/]paths\.ts|components[\\/]ui[\\/](button|spinner|home-link|logo|full-screen-message)\.tsx|components[\\/]ui[\\/]cn\.ts|hooks[\\/]use-countdown\.ts)$/;

/**
 * The small pieces most screens show beyond the entry (the navbar and the page under it, cards and
 * panels, photos, icons, the network error): one file.
 */
const SCREEN_KIT =
  /apps[\\/]web[\\/]src[\\/](components[\\/](layouts[\\/]navbar(-page)?|ui[\\/](card|network-error|panel|photo))\.tsx|lib[\\/](event-name|form-errors|profile-info)\.ts)|packages[\\/]core[\\/]src[\\/](game[\\/]grid|text)\.ts|node_modules[\\/]lucide-react[\\/]/;

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than a packet and costs the server a file lookup. */
const PRECOMPRESS_MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes name.br (brotli 11) and name.gz (gzip 9) beside every text file of the build above 1 KB, once at
 * build time, so the server sends them with Content-Encoding and never compresses per request
 * (docs/decisions/0021-the-web-platform.md: "Precompression"). Runs after the service worker is written so
 * sw.js gets them too.
 */
function precompress(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'hoogo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(
          files.map(async (file) => {
            if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
            const source = await readFile(file);
            const [br, gzipped] = await Promise.all([
              brotli(source, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gz(source, { level: zlib.Z_BEST_COMPRESSION }),
            ]);
            // A copy that is not smaller is never worth sending.
            if (br.length < source.length) await writeFile(`${file}.br`, br);
            if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
          }),
        );
      },
    },
  };
}

/**
 * The install icons, drawn from public/favicon.svg at build time with sharp so they never drift from it:
 * 192 and 512 px as they are, and a maskable 512 px whose logo sits inside the safe zone (the inner 80%)
 * on a full-bleed brand background.
 */
function installIcons(): Plugin {
  return {
    name: 'hoogo:install-icons',
    apply: 'build',
    async generateBundle() {
      const { default: sharp } = await import('sharp');
      const svg = await readFile(fileURLToPath(new URL('./public/favicon.svg', import.meta.url)), 'utf8');
      const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
      const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND_ICON}"/><g transform="translate(9.6 9.6) scale(0.7)">${inner}</g></svg>`;
      const png = (source: string, size: number) =>
        sharp(Buffer.from(source), { density: 72 * (size / 64) })
          .resize(size, size)
          .png({ compressionLevel: 9 })
          .toBuffer();
      const icons: [string, Promise<Buffer>][] = [
        ['icons/icon-192.png', png(svg, 192)],
        ['icons/icon-512.png', png(svg, 512)],
        ['icons/icon-maskable-512.png', png(maskable, 512)],
      ];
      for (const [fileName, source] of icons) {
        this.emitFile({ type: 'asset', fileName, source: await source });
      }
    },
  };
}

/**
 * Writes the route preload into index.html (src/app/route-preload.ts,
 * docs/decisions/0023-request-waves-on-a-slow-network.md: "Route preload"): the page's own route chunk and
 * its static imports start loading with the entry, not a round trip after it. Inline before the entry and the
 * stylesheet (an inline script after a stylesheet waits for it); the server allows it by its sha256
 * (apps/server/src/plugins/external/helmet.ts reads it from index.html).
 */
function routePreload(): Plugin {
  const routerFile = fileURLToPath(new URL('./src/app/router.tsx', import.meta.url));
  return {
    name: 'hoogo:route-preload',
    apply: 'build',
    // `vite preview` sends the server's policy, with the hash of the built index.html's inline script.
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(async (_request, response, next) => {
        const html = await readFile(path.join(outDir, 'index.html'), 'utf8').catch(() => '');
        response.setHeader('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html)));
        next();
      });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('route preload: no entry chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
          return into;
        };
        const withEntry = closure(entry.fileName);
        const routerSource = await readFile(routerFile, 'utf8');
        const table: PreloadTable = {
          files: [],
          routes: [],
          signIn: { page: pagePatterns.login, behind: signInRoutes(routerSource, pagePatterns) },
        };
        const index = new Map<string, number>();
        /** A chunk and what it imports beyond the entry, as indexes into table.files. */
        const filesOf = (fileName: string): number[] =>
          [...closure(fileName)]
            .filter((file) => !withEntry.has(file))
            .map((file) => {
              if (!index.has(file)) {
                index.set(file, table.files.length);
                table.files.push(`/${file}`);
              }
              return index.get(file) as number;
            });
        for (const [pattern, module] of lazyRoutes(routerSource, pagePatterns)) {
          const chunk = chunks.find((candidate) =>
            candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(`/src/app/routes/${module}.tsx`),
          );
          if (!chunk) throw new Error(`route preload: no chunk for ./routes/${module}`);
          table.routes.push([pattern, filesOf(chunk.fileName)]);
        }
        // Each language's catalogue (packages/core/src/messages/<dir>/index.ts), a chunk of its own.
        table.languages = [];
        for (const [tag, dir] of [
          ['en', 'en'],
          ['es', 'es'],
          ['fr', 'fr'],
          ['de', 'de'],
          ['pt-BR', 'pt-br'],
        ] as const) {
          const chunk = chunks.find((candidate) =>
            candidate.facadeModuleId
              ?.replaceAll('\\', '/')
              .endsWith(`/packages/core/src/messages/${dir}/index.ts`),
          );
          if (!chunk) throw new Error(`route preload: no chunk for the ${tag} catalogue`);
          table.languages.push([tag, filesOf(chunk.fileName)]);
        }
        const marker = html.indexOf('<script type="module"');
        if (marker < 0) throw new Error('route preload: no entry script in index.html');
        return `${html.slice(0, marker)}<script>${preloadScript(table)}</script>\n    ${html.slice(marker)}`;
      },
    },
  };
}

/**
 * Moves the app's stylesheet from the head to the end of the body, after the loader
 * (docs/decisions/0058-the-attendees-first-minutes.md: "The loader paints at once"): a stylesheet in the head
 * holds back the first paint until it has arrived (3 s more on Slow 3G), one after the loader holds back only
 * what follows it, so the loader, styled inline, paints with the document's first bytes. The entry module
 * still runs only once the stylesheet is in (a module script waits for the document's pending stylesheets),
 * so the app never shows unstyled.
 */
function loaderFirst(): Plugin {
  return {
    name: 'hoogo:loader-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
        if (sheets.length === 0) throw new Error('loader first: no stylesheet in index.html');
        let moved = html;
        for (const sheet of sheets) moved = moved.replace(sheet, '');
        const end = moved.lastIndexOf('</body>');
        if (end < 0) throw new Error('loader first: no </body> in index.html');
        return `${moved.slice(0, end)}  ${sheets.map((sheet) => sheet.trim()).join('\n    ')}\n  ${moved.slice(end)}`;
      },
    },
  };
}

const apiTarget = process.env.API_PROXY ?? 'http://127.0.0.1:3000';

/** The sources of index.html's inline scripts for script-src, as the server computes them too. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(String(match[1])).digest('base64')}'`,
  );
}

/** The policy the server sends in production; `vite preview` enforces it too so a violation shows early. */
const contentSecurityPolicy = (scriptHashes: string[]) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self' ws: wss:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    installIcons(),
    routePreload(),
    loaderFirst(),
    VitePWA({
      // A hand-written worker (src/sw/service-worker.ts) on Workbox modules, so that the caching rules of
      // pages, assets and the API are written out in one file (see the worker's header for each rule).
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'service-worker.ts',
      // main.tsx registers it, in production builds only.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        name: productName,
        short_name: productName,
        description: 'Networking bingo for offline events: meet people, fill your grid, share your card.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: BRAND_DARK,
        theme_color: BRAND_DARK,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // Every chunk, lazy ones included: the connection form must open offline too. Never the .br/.gz copies.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/*.br', '**/*.gz'],
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: [
      // zod configured without its JIT probe before any schema is built: src/lib/zod-jitless.ts.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
      '/media': { target: apiTarget, changeOrigin: true },
      '/healthz': { target: apiTarget, changeOrigin: true },
    },
  },

  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The app runs under script-src 'self' plus the route preload's hash: no other inline script.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod and the core schemas in a chunk of their own, loaded by a form once it shows (ZOD_AND_SCHEMAS):
          // without the group they sat in the core chunk every page loads (~25 KB gzip). Only these modules,
          // not their dependencies (messages, constants stay with the entry).
          groups: [
            // With Vite's helper of dynamic imports (routes, languages): a file of its own would be one
            // more request on the first load.
            {
              name: 'app',
              test: (id: string) => APP_KIT.test(id) || /vite[\\/]preload-helper/.test(id),
              includeDependenciesRecursively: false,
              priority: 3,
            },
            { name: 'zod', test: ZOD_AND_SCHEMAS, includeDependenciesRecursively: false, priority: 2 },
            { name: 'forms', test: FORM_KIT, includeDependenciesRecursively: false, priority: 1 },
            { name: 'kit', test: SCREEN_KIT, includeDependenciesRecursively: false, priority: 1 },
          ],
        },
        // A route's own chunk is named route-<file>: what a page loads is readable in the network panel
        // and checked by e2e/tests/session.e2e.ts (/login fetches no other route's chunk).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/src/app/routes/')
            ? 'assets/route-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
