import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import { isHttpUrl, pretixBody } from '../schemas/ticketing.js';

const account = { organizer: 'hoogo', api_token: 'token' };

describe('a pretix address', () => {
  it('is an absolute http or https URL, on the form and on the server alike', () => {
    for (const good of ['https://pretix.eu', 'http://10.0.0.5:8000/', 'HTTPS://Pretix.Example/api']) {
      expect(isHttpUrl(good), good).toBe(true);
    }
    for (const bad of ['', 'pretix.eu', '/api/v1', 'ftp://pretix.eu', 'javascript:alert(1)', 'https://']) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });

  it("is refused by the connect body with the server's sentence, trimmed before it is read", () => {
    const refused = pretixBody.safeParse({ ...account, base_url: 'pretix.eu' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([messages.ticketingApi.pretixUrl]);
    expect(pretixBody.parse({ ...account, base_url: '  https://pretix.eu  ' }).base_url).toBe(
      'https://pretix.eu',
    );
  });
});
