import type { LoginResponse } from '@hoogo/core';
import type { Page } from '@playwright/test';

/** Signs a page in with tokens obtained through the API, as the login screen would store them. */
export async function storeSession(page: Page, baseUrl: string, tokens: LoginResponse): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.evaluate((t) => {
    localStorage.setItem('accessToken', t.access_token);
    localStorage.setItem('refreshToken', t.refresh_token);
    localStorage.setItem('userEmail', t.email);
  }, tokens);
}
