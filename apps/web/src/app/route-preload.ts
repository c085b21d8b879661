/**
 * The route preload of index.html (docs/decisions/0023-request-waves-on-a-slow-network.md: "Route preload"):
 * a small inline script, written at build time by vite.config.ts, that matches location.pathname against the
 * router's lazy routes and adds `<link rel="modulepreload">` for that route's chunk and its static imports at
 * once, so they load in parallel with the entry instead of in a second wave once the entry runs. Not part of
 * the app bundle: vite.config.ts and the tests import it.
 */

/** Route patterns and the files each needs beyond the entry; files are indexes into `files` (smaller). */
export interface PreloadTable {
  files: string[];
  routes: [pattern: string, files: number[]][];
  /**
   * The sign-in's pattern (`page`) and those of the routes that send a visitor without a session or
   * player key to it first (`behind`).
   */
  signIn?: { page: string; behind: string[] };
  /**
   * Each language's catalogue files by its tag (docs/decisions/0086-five-languages.md): the one the
   * reader gets loads with the entry, not after it.
   */
  languages?: [tag: string, files: number[]][];
}

/**
 * The files of the route `pathname` opens: the best match as React Router ranks it (a static segment
 * beats a dynamic one, case-insensitive, trailing slash ignored), none when no lazy route matches. A
 * `signedOut` visitor of a route behind the sign-in gets /login's files instead: the app sends them to
 * /login before the router starts (app/router.tsx, signInFirst), so the page's own chunk is never
 * fetched (an attendee's first scan of the event's QR code loads only what the sign-in needs).
 * Self-contained (no outer names): its source is copied into the inline script.
 */
export function routeFiles(pathname: string, table: PreloadTable, signedOut = false): string[] {
  const segments = pathname.split('/').filter(Boolean);
  let best: number[] = [];
  let bestPattern = '';
  let bestScore = -1;
  for (const [route, files] of table.routes) {
    const pattern = route.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    let score = 0;
    pattern.forEach((part, i) => {
      if (score < 0) return;
      if (part.charAt(0) === ':') score += 3;
      else if (part.toLowerCase() === String(segments[i]).toLowerCase()) score += 10;
      else score = -1;
    });
    if (score > bestScore) {
      bestScore = score;
      best = files;
      bestPattern = route;
    }
  }
  const signIn = table.signIn;
  if (signedOut && signIn && signIn.behind.indexOf(bestPattern) >= 0) {
    best = [];
    for (const [route, files] of table.routes) if (route === signIn.page) best = files;
  }
  return best.map((file) => String(table.files[file]));
}

/**
 * The files of the catalogue the reader gets, as lib/language.ts picks it: the stored choice, else the
 * first of the browser's languages we write (its exact tag, else its language; every Portuguese is
 * Brazil's), else English. Self-contained, like routeFiles.
 */
export function languageFiles(
  stored: string | null,
  browser: readonly string[],
  table: PreloadTable,
): string[] {
  const languages = table.languages ?? [];
  const match = (tag: string): number[] | null => {
    const lower = tag.toLowerCase();
    const base = lower.split('-')[0] === 'pt' ? 'pt-br' : lower.split('-')[0];
    for (const [language, files] of languages) if (language.toLowerCase() === lower) return files;
    for (const [language, files] of languages) if (language.toLowerCase() === base) return files;
    return null;
  };
  const tags = (stored ? [stored] : []).concat(browser, ['en']);
  for (let i = 0; i < tags.length; i++) {
    const files = match(String(tags[i]));
    if (files) return files.map((file) => String(table.files[file]));
  }
  return [];
}

/** The inline script's text (its sha256 goes into the server's script-src). */
export function preloadScript(table: PreloadTable): string {
  return (
    // Signed out = no session and no player key of any event: what the protected layout checks first.
    "(function(){let o=false,s=null;try{o=!localStorage.getItem('refreshToken')&&!Object.keys(localStorage)" +
    ".some(function(k){return k.indexOf('eventUserId-')===0});s=localStorage.getItem('hoogo-language')}catch(e){}" +
    `const t=${JSON.stringify(table)};` +
    `const f=(${routeFiles.toString()})(location.pathname,t,o).concat(` +
    `(${languageFiles.toString()})(s,navigator.languages||[navigator.language],t));` +
    "for(let i=0;i<f.length;i++){const l=document.createElement('link');l.rel='modulepreload';" +
    "l.crossOrigin='';l.href=f[i];document.head.appendChild(l)}})();"
  );
}

/**
 * The lazy routes of app/router.tsx as [pattern, module under app/routes], read from its source at build
 * time (the router itself imports React): each route names its pattern in `patterns` (app/paths.ts's
 * `pagePatterns`). Throws when a lazy route is not of the one recognised shape or names no pattern of
 * the table, so the build fails rather than ship a table that misses a page.
 */
export function lazyRoutes(
  routerSource: string,
  patterns: Readonly<Record<string, string>>,
): [string, string][] {
  const found = [
    ...routerSource.matchAll(
      /path:\s*pagePatterns\.(\w+),\s*lazy:\s*async\s*\(\)\s*=>\s*\(\{[^}]*?import\('\.\/routes\/([\w-]+)'\)/g,
    ),
  ].map((match): [string, string] => {
    const pattern = patterns[String(match[1])];
    if (pattern === undefined) throw new Error(`route preload: no page pattern ${match[1]} in app/paths.ts`);
    return [pattern, String(match[2])];
  });
  const lazyCount = routerSource.match(/\blazy:/g)?.length ?? 0;
  if (found.length !== lazyCount) {
    throw new Error(
      `route preload: ${lazyCount} lazy routes in router.tsx but ${found.length} read; keep the shape path: pagePatterns.name, lazy: async () => ({ ... import('./routes/...') })`,
    );
  }
  return found;
}

/**
 * The patterns of the lazy routes inside the router's ProtectedLayout block (read from its source, like
 * lazyRoutes): the pages a visitor without a session or player key is sent from to /login.
 */
export function signInRoutes(routerSource: string, patterns: Readonly<Record<string, string>>): string[] {
  const start = routerSource.indexOf('Component: ProtectedLayout');
  if (start < 0) throw new Error('route preload: no ProtectedLayout in router.tsx');
  const open = routerSource.indexOf('children: [', start) + 'children: '.length;
  let depth = 0;
  let end = open;
  for (; end < routerSource.length; end++) {
    const char = routerSource[end];
    if (char === '[') depth++;
    else if (char === ']' && --depth === 0) break;
  }
  return lazyRoutes(routerSource.slice(open, end + 1), patterns).map(([pattern]) => pattern);
}
