/// <reference lib="dom" />
// (Functions passed to page.evaluate run in the browser: they are typed against the DOM.)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/browser.ts';
import { median } from '../lib/stats.ts';
import type { SeededWeb } from './app.ts';

export function lighthouseVersion(): string {
  const manifest = createRequire(import.meta.url).resolve('lighthouse/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export interface LighthouseScores {
  /** Scores (0-100) of every run, and their medians. */
  performance: number[];
  accessibility: number[];
  medianPerformance: number;
  medianAccessibility: number;
  /** First-load metrics of the median-performance run (simulated Slow 4G + 4x CPU, Lighthouse's mobile). */
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  /** Total bytes of the median run as Lighthouse counts them. */
  totalBytes?: number;
  /** Lighthouse's CPU benchmark of this machine during each run (higher is faster; a mid phone is ~1,000). */
  benchmarkIndex: number[];
  /** Runs that failed (retried: up to two extra attempts per page). */
  failures: string[];
}

/** The pages Lighthouse scores: path, and whether the seeded player is signed in (a signed-in /login moves on). */
export type LighthousePages = Record<string, { path: string; signedIn: boolean }>;

/**
 * Lighthouse (mobile, its default: simulated throttling) on each page `runs` times, in one Chromium
 * started by chrome-launcher with the benchmark's flags. Before every run the origin's storage is cleared
 * and, for a signed-in page, the seeded player's session put in local storage (through a throwaway page
 * that never loads the app): Lighthouse's own reset clears caches and service workers but not local
 * storage or IndexedDB, so every run is a cold visit, signed in or out as the page needs.
 */
export async function runLighthouse(
  origin: string,
  seeded: SeededWeb,
  pages: LighthousePages,
  runs: number,
): Promise<Record<string, LighthouseScores>> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const session: Array<[string, string]> = [
    ['accessToken', seeded.player.access_token],
    ['refreshToken', seeded.player.refresh_token],
    ['userEmail', seeded.player.email],
    [`eventUserId-${seeded.gridEvent.id}`, seeded.player.gridKey],
    [`rulesSeen-${seeded.gridEvent.id}`, 'true'],
  ];
  async function prepareStorage(signedIn: boolean) {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const context = cdp.contexts()[0];
      if (!context) throw new Error('no default context in the launched Chromium');
      const page = await context.newPage();
      const client = await context.newCDPSession(page);
      await client.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await page.route('**/*', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }),
      );
      await page.goto(`${origin}/bench-storage`);
      await page.evaluate(
        (entries) => {
          for (const [name, value] of entries) localStorage.setItem(name, value);
        },
        signedIn ? session : [],
      );
      await page.unrouteAll();
      await page.close();
    } finally {
      await cdp.close();
    }
  }
  try {
    const results: Record<string, LighthouseScores> = {};
    for (const [name, { path, signedIn }] of Object.entries(pages)) {
      const scores: LighthouseScores = {
        performance: [],
        accessibility: [],
        medianPerformance: Number.NaN,
        medianAccessibility: Number.NaN,
        benchmarkIndex: [],
        failures: [],
      };
      const lhrs: Array<{ performance: number; audits: Record<string, { numericValue?: number }> }> = [];
      for (let attempt = 0; scores.performance.length < runs && attempt < runs + 2; attempt++) {
        try {
          await prepareStorage(signedIn);
          const result = await lighthouse(`${origin}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          });
          const lhr = result?.lhr;
          if (!lhr) throw new Error('no result');
          if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
          // A signed-out player page would redirect to /login and score the wrong page.
          const shown = new URL(lhr.finalDisplayedUrl).pathname;
          if (shown.replace(/\/$/, '') !== path.replace(/\/$/, ''))
            throw new Error(`${path} ended on ${shown}`);
          const performance = Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100);
          const accessibility = Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100);
          scores.performance.push(performance);
          scores.accessibility.push(accessibility);
          scores.benchmarkIndex.push(Math.round(lhr.environment.benchmarkIndex));
          lhrs.push({ performance, audits: lhr.audits });
        } catch (error) {
          scores.failures.push(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
        }
      }
      scores.medianPerformance = median(scores.performance);
      scores.medianAccessibility = median(scores.accessibility);
      const middle = lhrs.find((lhr) => lhr.performance === scores.medianPerformance);
      if (middle) {
        scores.fcpMs = middle.audits['first-contentful-paint']?.numericValue;
        scores.lcpMs = middle.audits['largest-contentful-paint']?.numericValue;
        scores.tbtMs = middle.audits['total-blocking-time']?.numericValue;
        scores.totalBytes = middle.audits['total-byte-weight']?.numericValue;
      }
      results[name] = scores;
    }
    return results;
  } finally {
    chrome.kill();
  }
}
