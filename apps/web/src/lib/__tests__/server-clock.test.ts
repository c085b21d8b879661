// @vitest-environment jsdom
import { apiPath } from '@hoogo/core';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { api } from '../api-client';
import { noteServerDate, SKEW_KEPT_MS, serverNow } from '../server-clock';

afterEach(() => {
  noteServerDate(new Date().toUTCString());
});

const withDate = (date: Date) => {
  const answer = envelope({});
  answer.headers.set('Date', date.toUTCString());
  return answer;
};

describe("the server's clock", () => {
  it("follows the server's Date header when this device's clock is minutes off", () => {
    const now = Date.now();
    noteServerDate(new Date(now + 180_000).toUTCString(), now);
    expect(Math.abs(serverNow() - (Date.now() + 180_000))).toBeLessThan(1_500);
    noteServerDate(new Date(now - 600_000).toUTCString(), now);
    expect(Math.abs(serverNow() - (Date.now() - 600_000))).toBeLessThan(1_500);
  });

  it("keeps the device's own clock within a couple of seconds, and ignores a missing or unreadable header", () => {
    const now = Date.now();
    noteServerDate(new Date(now + SKEW_KEPT_MS - 1_000).toUTCString(), now);
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(50);
    noteServerDate(new Date(now + 180_000).toUTCString(), now);
    noteServerDate(null);
    noteServerDate('not a date');
    expect(serverNow() - Date.now()).toBeGreaterThan(170_000);
  });

  it('is learnt from every API answer', async () => {
    mockApi({ 'GET /api/hoogo/common/total-connections/': () => withDate(new Date(Date.now() + 300_000)) });
    await api.get(apiPath('totalConnections'));
    expect(serverNow() - Date.now()).toBeGreaterThan(290_000);
  });
});
