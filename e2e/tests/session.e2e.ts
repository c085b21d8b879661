import { type LoginResponse, messages } from '@hoogo/core';
import { type BrowserContext, expect, type Page, type Route } from '@playwright/test';
import { registerThroughApi } from '../support/api.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { storeSession } from '../support/session.js';
import { test } from '../support/stack.js';
import { nextIp } from '../support/unique.js';

/**
 * The attendee's phone on venue Wi-Fi: a lost refresh answer, a refused session, the network going and
 * coming back, and the service worker's offline start. A 390x844 touch phone, as the issue tried it.
 */

const setup = gameFile();
const { stamp } = setup;
const eventName = `Floor${stamp}`;
const REFRESH = '**/api/auth/get-access-token/';

async function phone(): Promise<BrowserContext> {
  return setup.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
}

/** A signed-in page whose access token the server refuses, so its first call has to refresh. */
async function withStaleAccessToken(page: Page, tokens: LoginResponse): Promise<void> {
  await storeSession(page, setup.url, tokens);
  await page.evaluate(() => localStorage.setItem('accessToken', 'stale-access-token'));
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

setup.start(async () => {
  const organiser = await setup.register('host', 'Hana Host');
  const created = await setup.request(
    '/api/hoogo/manage-event/create/',
    { name: eventName },
    { token: organiser.access_token, clientIp: nextIp() },
  );
  expect(created.status).toBe(200);
}, 300_000);

test.describe('the session on a bad network', () => {
  test('a refresh whose answer is lost keeps the session: the next refresh with the same token goes on', async () => {
    const tokens = await setup.register('lost', 'Lou Lost');
    const context = await phone();
    const page = await context.newPage();
    await withStaleAccessToken(page, tokens);
    await page.evaluate(() => localStorage.setItem('eventUserId-some-event', 'player-key'));

    // The refresh reaches the server (which rotates the token), and its answer never reaches the phone.
    const refreshes: number[] = [];
    await context.route(REFRESH, async (route) => {
      refreshes.push(Date.now());
      if (refreshes.length === 1) {
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });

    await page.goto(`${setup.url}/dashboard`);
    await expect(page.getByRole('heading', { name: messages.dashboard.title })).toBeVisible();
    await expect(page.getByText(messages.events.noOrganized)).toBeVisible({ timeout: 20_000 });
    expect(refreshes.length).toBeGreaterThanOrEqual(2);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await stored(page, 'refreshToken')).not.toBe(tokens.refresh_token);
    expect(await stored(page, 'refreshToken')).toBeTruthy();
    expect(await stored(page, 'eventUserId-some-event')).toBe('player-key');
    await expect(page.getByText(messages.network.sessionExpired)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS_DIR}/session-lost-refresh.png` });
    await context.close();
  });

  test('a refresh whose answer is lost as the phone goes offline comes back signed in', async () => {
    const tokens = await setup.register('offline', 'Otto Offline');
    const context = await phone();
    const page = await context.newPage();
    await withStaleAccessToken(page, tokens);

    // The refresh reaches the server (which rotates the token); its answer is lost as the phone drops
    // off the network. How long it may stay off (hours, days) is the server's rule, proved with a test
    // clock in apps/server/test/auth.test.ts; here the phone comes back once the screen said it is offline.
    const sent: { token: string }[] = [];
    await context.route(REFRESH, async (route) => {
      sent.push({ token: route.request().postDataJSON().refresh_token });
      if (sent.length === 1) {
        expect((await route.fetch()).status()).toBe(200);
        await context.setOffline(true);
        await route.abort('internetdisconnected');
        return;
      }
      await route.continue();
    });

    await page.goto(`${setup.url}/dashboard`);
    await expect(page.getByText(messages.network.noResponse)).toBeVisible({ timeout: 20_000 });
    await context.setOffline(false);

    // Back online, the screen asks again by itself: the same token, answered with its successor.
    await expect(page.getByText(messages.events.noOrganized)).toBeVisible({ timeout: 20_000 });
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(sent[1]!.token).toBe(tokens.refresh_token);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await stored(page, 'refreshToken')).not.toBe(tokens.refresh_token);
    expect(await stored(page, 'refreshToken')).toBeTruthy();
    await expect(page.getByText(messages.network.sessionExpired)).toHaveCount(0);
    // The session goes on: the stored token refreshes again.
    const next = await setup.request(
      '/api/auth/get-access-token/',
      { refresh_token: await stored(page, 'refreshToken') },
      { clientIp: nextIp() },
    );
    expect(next.status).toBe(200);
    await context.close();
  });

  test('a refused refresh signs in again back to the page, keeping the player keys', async () => {
    const email = `refused-${stamp}@example.com`;
    const tokens = await registerThroughApi(setup.url, setup.mailbox, email, 'Rita Refused', nextIp());
    const context = await phone();
    const page = await context.newPage();
    await withStaleAccessToken(page, tokens);
    await page.evaluate(() => {
      localStorage.setItem('refreshToken', 'a-refresh-token-the-server-never-issued');
      localStorage.setItem('eventUserId-some-event', 'player-key');
    });

    const target = `/dashboard/${eventName}/`;
    await page.goto(`${setup.url}${target}`);
    // Said once (the toast), not again by the screen's box.
    await expect(page.getByText(messages.network.sessionExpired)).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('ruri')).toBe(target);
    expect(await stored(page, 'refreshToken')).toBeNull();
    expect(await stored(page, 'accessToken')).toBeNull();
    expect(await stored(page, 'eventUserId-some-event')).toBe('player-key');

    // Signing in comes back to the page, not to /dashboard.
    const otp = await setup.askCode(page, email);
    await page.getByLabel('OTP').fill(otp);
    await page.getByRole('button', { name: /^Login$/ }).click();
    await page.waitForURL((url) => url.pathname === target, { timeout: 15_000 });
    await context.close();
  });
});

test.describe('the network goes and comes back', () => {
  test('a screen shows the network error with Retry offline, and its data once online, without a reload', async () => {
    const tokens = await setup.register('flaky', 'Fay Flaky');
    const context = await phone();
    const page = await context.newPage();
    await storeSession(page, setup.url, tokens);
    await page.goto(`${setup.url}/dashboard`);
    await expect(page.getByText(messages.events.noOrganized)).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    await context.setOffline(true);
    await page.getByRole('tab', { name: messages.dashboard.participated }).tap();
    await expect(page.getByText(messages.network.noResponse)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(messages.network.offline)).toBeVisible();
    const retry = page.getByRole('button', { name: messages.network.retry });
    await expect(retry).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/session-network-error.png` });

    // Retry while still offline answers the same state, not a blank or a blame.
    await retry.tap();
    await expect(page.getByText(messages.network.noResponse)).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText(messages.events.noParticipated)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(messages.network.noResponse)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await context.close();
  });
});

test.describe('the app itself', () => {
  test('shows the loader from the first bytes, loads only the login chunks for /login, and no CSP violation', async () => {
    const context = await phone();
    const page = await context.newPage();
    // The browser reports a refused eval (zod's JIT probe) as a securitypolicyviolation event, also when
    // the probe catches the error; collect them on every page of this context.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const violations: string[] = [];
    const collect = async () => {
      violations.push(
        ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
      );
    };
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });

    // The served HTML already holds the loader inside #root.
    const html = await (await fetch(`${setup.url}/login`, { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(/<div id="root">\s*<div class="boot" role="status">/);
    expect(html).toContain('Loading…');

    await page.goto(`${setup.url}/login`);
    await expect(page.getByRole('heading', { name: messages.login.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Only the login route's own chunk (route-login-*) of all the route chunks; no player page, no organiser screen.
    const routeChunks = scripts.filter((s) => /\/assets\/route-/.test(s));
    expect(routeChunks).toHaveLength(1);
    expect(routeChunks[0]).toMatch(/\/assets\/route-login-[\w-]+\.js$/);

    await collect();
    await page.goto(`${setup.url}/`);
    await page.waitForLoadState('networkidle');
    await collect();
    await page.goto(`${setup.url}/${eventName}/leaderboard`);
    await page.waitForLoadState('networkidle');
    await collect();
    expect(violations).toEqual([]);
    await context.close();
  });

  test('a returning visitor opens the app with no network from the service worker', async () => {
    const tokens = await setup.register('warm', 'Wanda Warm');
    const context = await phone();
    const page = await context.newPage();
    await storeSession(page, setup.url, tokens);
    await page.goto(`${setup.url}/${eventName}/`);
    await page.getByRole('button', { name: messages.play.rulesClose }).tap();
    await expect(page.getByRole('heading', { name: eventName })).toBeVisible();
    // Installed and activated (a production build registers it): the next visit is controlled by it.
    const active = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000)),
      ]),
    );
    expect(active).toBe(true);
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.getByRole('heading', { name: eventName })).toBeVisible();

    await context.setOffline(true);
    const started = Date.now();
    await page.goto(`${setup.url}/${eventName}/`);
    // The app shell (React rendered, not the browser's offline page) and the last known grid: the worker
    // answers pages from its precache at once (docs/decisions/0021-the-web-platform.md: "Service worker").
    await expect(page.getByRole('heading', { name: eventName })).toBeVisible({ timeout: 8_000 });
    await expect(page.getByText(messages.play.offlineGrid)).toBeVisible();
    const warmStartMs = Date.now() - started;
    console.log(`offline warm start: grid shown ${warmStartMs} ms after the navigation began`);
    expect(warmStartMs).toBeLessThan(8_000);
    await expect(page.locator('#root .boot')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS_DIR}/session-offline-start.png` });

    // The API is never answered from the cache: offline, a call fails as a network error.
    const api = await page.evaluate(async () => {
      try {
        await fetch('/api/hoogo/common/total-connections/');
        return 'answered';
      } catch {
        return 'failed';
      }
    });
    expect(api).toBe('failed');

    // Back on a slow network (the page and every API answer 5 s late): the shell comes from the worker's
    // precache without asking the network, and the last known grid shows before any API answer, then
    // says it is updating while the answers are late.
    await context.setOffline(false);
    let apiAnswers = 0;
    const late = (count: () => void) => async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue().catch(() => {});
      count();
    };
    await context.route(
      '**/api/**',
      late(() => {
        apiAnswers += 1;
      }),
    );
    await context.route(
      (url) => url.pathname === `/${eventName}/`,
      late(() => {}),
    );
    const slowStart = Date.now();
    await page.goto(`${setup.url}/${eventName}/`);
    await expect(page.getByRole('group', { name: messages.play.gridLabel })).toBeVisible({ timeout: 5_000 });
    const slowStartMs = Date.now() - slowStart;
    console.log(`warm start on a slow network: grid shown ${slowStartMs} ms after the navigation began`);
    expect(apiAnswers).toBe(0);
    expect(slowStartMs).toBeLessThan(3_000);
    await expect(page.getByText(messages.play.updatingGrid)).toBeVisible({ timeout: 5_000 });
    await expect(page.getByText(messages.play.updatingGrid)).not.toBeAttached({ timeout: 15_000 });
    expect(apiAnswers).toBeGreaterThan(0);
    await context.close();
  });
});
