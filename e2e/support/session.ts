import type { LoginResponse } from '@hoogo/core';
import type { Page } from '@playwright/test';

/**
 * Signs a page in with tokens obtained through the API, as the login screen would store them. The tokens
 * are written on a file of the origin that runs no app code (the favicon): an app page left open would
 * read them as they land (the landing page's language switch asks for the profile once signed in) and
 * could refresh them before the test has set up what it watches.
 */
export async function storeSession(page: Page, baseUrl: string, tokens: LoginResponse): Promise<void> {
  await page.goto(`${baseUrl}/favicon.svg`);
  await page.evaluate((t) => {
    localStorage.setItem('accessToken', t.access_token);
    localStorage.setItem('refreshToken', t.refresh_token);
    localStorage.setItem('userEmail', t.email);
  }, tokens);
}
