import { messages, type TotalConnections } from '@hoogo/core';
import { expect, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { callApi, registerThroughApi } from '../support/api.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { test } from '../support/stack.js';
import { nextIp, uniqueStamp } from '../support/unique.js';

const setup = gameFile();

const uniqueEmail = (label: string) => `${label}-${uniqueStamp()}@example.com`;

// Accounts made through the API come from their own addresses (`nextIp`: X-Forwarded-For, TRUST_PROXY), so
// they do not spend the sign-in rate limit of the browser's one address that the tests' sign-in screens use.

async function newPage(): Promise<Page> {
  const context = await setup.browser.newContext({ viewport: { width: 390, height: 844 } });
  return context.newPage();
}

setup.start();

test.describe('signing in', () => {
  test('a new visitor registers with the OTP from the mail and lands on /dashboard', async () => {
    const page = await newPage();
    const email = uniqueEmail('newcomer');
    await page.goto(setup.url);
    await page.screenshot({ path: `${SHOTS_DIR}/landing.png`, fullPage: true });
    await page
      .getByRole('link', { name: /^log ?in$/i })
      .first()
      .click();
    await page.waitForURL(/\/login/);

    const otp = await setup.askCode(page, email);

    // An unknown email is pre-registered: the form asks for a name and the OTP.
    await expect(page.getByLabel('Name')).toBeVisible();
    await page.getByLabel('Name').fill('Nora Newcomer');
    await page.getByLabel('OTP').fill(otp);
    await page.screenshot({ path: `${SHOTS_DIR}/login-register.png`, fullPage: true });
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page.getByText(messages.auth.registrationSuccessful)).toBeVisible();
    await page.waitForURL(/\/dashboard$/);
    // The navbar greets by the name given at sign-up, not the email's first part.
    await expect(page.getByText(messages.navbar.greeting('Nora Newcomer'))).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe(email);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();
    await page.context().close();
  });

  test("the mail's sign-in link signs the phone in and returns; another browser is asked first", async () => {
    const email = uniqueEmail('linky');
    const phone = await newPage();
    await phone.goto(`${setup.url}/login?ruri=${encodeURIComponent('/account')}`);
    const before = setup.mailbox.count();
    await phone.getByLabel('Email').fill(email);
    await phone.getByRole('button', { name: 'Generate OTP' }).click();
    await expect(phone.getByLabel('OTP')).toBeVisible();
    await setup.mailbox.nextCode(email, before);
    const mail = setup.mailbox.mails.slice(before).find((m) => m.to.includes(email));
    const mailed = new URL(/Or sign in with this link: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
    // The link names PUBLIC_URL; the test's browser reaches the same server at setup.url.
    const link = `${setup.url}${mailed.pathname}${mailed.hash}`;

    const laptop = await newPage();
    await laptop.goto(link);
    await expect(
      laptop.getByRole('heading', { name: messages.signInLink.confirmTitle(email) }),
    ).toBeVisible();
    expect(new URL(laptop.url()).hash).toBe('');
    await laptop.context().close();

    await phone.goto(link);
    await phone.getByLabel(messages.login.nameLabel, { exact: true }).fill('Lina Link');
    await phone.getByRole('button', { name: messages.signInLink.register }).click();
    await phone.waitForURL(/\/account$/);
    await expect(phone.getByText(email)).toBeVisible();
    await phone.context().close();
  });

  test('a forgotten password is reset with a mailed OTP, then the password signs in', async () => {
    const email = uniqueEmail('forgetful');
    await registerThroughApi(setup.url, setup.mailbox, email, 'Fay Forgetful', nextIp());
    const page = await newPage();
    await page.goto(`${setup.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Login with Password' }).click();
    const before = setup.mailbox.count();
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const otp = await setup.mailbox.nextCode(email, before);
    await page.getByLabel('OTP').fill(otp);
    await page.getByLabel(/New password/i).fill('correct horse battery');
    await page.getByRole('button', { name: /Reset Password/i }).click();
    await expect(page.getByText(messages.auth.passwordReset)).toBeVisible();

    // Back on the login form: the new password works.
    await page.getByLabel('Email').fill(email);
    if (await page.getByRole('button', { name: 'Login with Password' }).isVisible()) {
      await page.getByRole('button', { name: 'Login with Password' }).click();
    }
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: /^Login$/ }).click();
    await expect(page.getByText(messages.auth.loginSuccessful)).toBeVisible();
    await page.waitForURL(/\/dashboard$/);
    await page.context().close();
  });

  test('a resent OTP mails the same code again, with a longer wait before the next, and the code works', async () => {
    test.setTimeout(90_000);
    const email = uniqueEmail('resend');
    await registerThroughApi(setup.url, setup.mailbox, email, 'Rex Resend', nextIp());
    const page = await newPage();
    await page.goto(`${setup.url}/login`);
    await page.getByLabel('Email').fill(email);
    let before = setup.mailbox.count();
    await page.getByRole('button', { name: 'Generate OTP' }).click();
    const earlier = await setup.mailbox.nextCode(email, before);

    // The resend cooldown is real time on both sides (30 s).
    const resend = page.getByRole('button', { name: messages.login.resendOtp });
    await expect(resend).toBeVisible({ timeout: 40_000 });
    before = setup.mailbox.count();
    await resend.click();
    // The same code again (docs/decisions/0057-the-mail-path.md): asking again never takes a code away.
    expect(await setup.mailbox.nextCode(email, before)).toBe(earlier);
    const sent = page.getByRole('status').filter({ hasText: messages.authApi.codeSent(email) });
    await expect(sent).toHaveCount(1);
    // The next mail waits twice as long.
    await expect(page.getByRole('button', { name: /^Resend in (60|59|58) seconds$/ })).toBeDisabled();
    await page.screenshot({ path: `${SHOTS_DIR}/login-otp-resent.png`, fullPage: true });

    await page.getByLabel('OTP').fill(earlier);
    await page.getByRole('button', { name: /^Login$/ }).click();
    await expect(page.getByText(messages.auth.loginSuccessful)).toBeVisible();
    await page.context().close();
  });

  test('a wrong password is said once, under the password', async () => {
    const email = uniqueEmail('typo');
    await registerThroughApi(setup.url, setup.mailbox, email, 'Tom Typo', nextIp());
    const page = await newPage();
    await page.goto(`${setup.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Login with Password' }).click();
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not the password');
    await page.getByRole('button', { name: /^Login$/ }).click();
    // The account was made with an OTP: the server says it has no password yet, under the password.
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    const errorId = (await password.getAttribute('aria-describedby'))
      ?.split(' ')
      .find((id) => id.endsWith('-error'));
    const refusal = (await page.locator(`[id="${errorId}"]`).textContent()) ?? '';
    expect(refusal).toMatch(/password/i);
    await expect(page.getByText(refusal, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login/);
    await page.context().close();
  });

  test('a protected route sends a visitor to /login?ruri= and back after login', async () => {
    const email = uniqueEmail('returning');
    await registerThroughApi(setup.url, setup.mailbox, email, 'Rita Returning', nextIp());
    const page = await newPage();
    await page.goto(`${setup.url}/dashboard`);
    await page.waitForURL(/\/login\?ruri=%2Fdashboard/);
    const otp = await setup.askCode(page, email);
    await page.getByLabel('OTP').fill(otp);
    await page.getByRole('button', { name: /^Login$/ }).click();
    await expect(page.getByText(messages.auth.loginSuccessful)).toBeVisible();
    await page.waitForURL(/\/dashboard$/);
    await page.context().close();
  });

  test('an expired access token is refreshed silently', async () => {
    const email = uniqueEmail('sleepy');
    const tokens = await registerThroughApi(setup.url, setup.mailbox, email, 'Sam Sleepy', nextIp());
    const profile = await callApi<{ id: string }>(
      setup.url,
      '/api/auth/profile-info/',
      undefined,
      tokens.access_token,
    );
    const expired = await new SignJWT({ email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(profile.body.response.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(new TextEncoder().encode(setup.app.jwtSecret));
    const rejected = await callApi(setup.url, '/api/auth/profile-info/', undefined, expired);
    expect(rejected.status).toBe(401);
    expect(rejected.body.statusCode).toBe(1000);

    const page = await newPage();
    await page.goto(setup.url);
    await page.evaluate(
      ([access, refresh, mail]) => {
        localStorage.setItem('accessToken', access);
        localStorage.setItem('refreshToken', refresh);
        localStorage.setItem('userEmail', mail);
      },
      [expired, tokens.refresh_token, email] as const,
    );
    await page.goto(`${setup.url}/dashboard`);
    // The dashboard greets by the profile's name: that call needed the refreshed token.
    await expect(page.getByText('Sam Sleepy').first()).toBeVisible();
    const stored = await page.evaluate(() => ({
      access: localStorage.getItem('accessToken'),
      refresh: localStorage.getItem('refreshToken'),
    }));
    expect(stored.access).not.toBe(expired);
    expect(stored.refresh).not.toBe(tokens.refresh_token);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().close();
  });
});

test.describe('public pages', () => {
  test('the landing page shows the live total-connections counter and links to login', async () => {
    // The worker's app is shared (support/stack.ts): the count is what the server says now, not 0. Nothing
    // else runs in this worker meanwhile.
    const total = await callApi<TotalConnections>(setup.url, '/api/hoogo/common/total-connections/');
    expect(total.status).toBe(200);
    const page = await setup.browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(setup.url);
    await expect(page.locator('#how-it-works')).toBeVisible();
    await expect(page.locator('#rewards')).toBeVisible();
    await expect(
      page.getByText(messages.landing.counterText(total.body.response.total_connections)),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS_DIR}/landing-360.png`, fullPage: true });
    await page.close();
  });

  test('an unknown path shows the not-found page with a way home', async () => {
    const page = await newPage();
    await page.goto(`${setup.url}/this/does/not/exist`);
    await expect(page.getByRole('heading', { name: messages.notFound.title })).toBeVisible();
    await expect(page.getByText(messages.notFound.text)).toBeVisible();
    await page.getByRole('link', { name: messages.notFound.action }).click();
    await page.waitForURL(`${setup.url}/`);
    await page.close();
  });

  test('a mistyped event link says "Event not found" before any sign-in, with a way on', async () => {
    const page = await newPage();
    const typo = `NoSuchEvent${Date.now()}`;
    await page.goto(`${setup.url}/${typo}`);
    await expect(page.getByRole('heading', { name: messages.eventNotFound.title })).toBeVisible();
    await expect(page.getByText(messages.eventNotFound.text(typo))).toBeVisible();
    await expect(page.getByLabel(messages.login.emailLabel)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS_DIR}/event-not-found-390.png` });
    await expect(page.getByLabel(messages.eventNotFound.nameLabel)).toBeVisible();
    await page.getByRole('link', { name: messages.notFound.action }).click();
    await page.waitForURL(`${setup.url}/`);
    await page.close();
  });

  test('the app passes its own content security policy', async () => {
    const page = await newPage();
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    const response = await page.goto(`${setup.url}/login`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(violations).toEqual([]);
    await page.close();
  });
});
