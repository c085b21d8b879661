import type { AddressInfo } from 'node:net';
import { messages } from '@hoogo/core';
import { multipartChunks } from '@hoogo/testing/forms';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { openRequest } from './helpers/slow-client.js';

/**
 * Findings L5 and L6 of the second audit: the LinkedIn card route read its whole 20 MB body before
 * answering that LinkedIn is not configured, and a URL or headers over Node's 16 KB limit were answered
 * by the framework's own 431 outside the API's envelope.
 */
describe('refusals before a request is read', () => {
  const t = useTestApp('pglite');
  let port = 0;

  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const envelopeOf = (status: number, sentence: string) => ({
    hasError: true,
    statusCode: status,
    message: { general: [sentence] },
    response: null,
  });

  it('answers 501 to a LinkedIn card while LinkedIn is off, before its body arrives', async () => {
    expect(t.app.linkedin).toBeNull();
    const session = await registerUser(t, 'sharer@example.com');
    const form = multipartChunks([
      ['author', 'urn:li:person:1'],
      ['content', 'Hello'],
    ]);
    const request = openRequest(port, {
      method: 'POST',
      path: '/api/hoogo/common/linkedin/post-image/',
      headers: {
        authorization: `Bearer ${session.access_token}`,
        'content-type': form.contentType,
        'content-length': String(20 * 1024 * 1024),
        connection: 'close',
      },
    });
    // The start of the form, and nothing more: the answer must not wait for the other 20 MB.
    request.socket.write(Buffer.concat(form.chunks).subarray(0, 100));
    const answer = await request.answer;
    expect(answer.status).toBe(501);
    expect(answer.body).toEqual(envelopeOf(501, messages.linkedinApi.notConfigured));
    expect(answer.ms).toBeLessThan(3_000);
  });

  it('answers a URL over 16 KB with 431 in the envelope', async () => {
    const request = openRequest(port, {
      method: 'GET',
      path: `/api/hoogo/common/config/?q=${'a'.repeat(20 * 1024)}`,
      headers: {},
    });
    const answer = await request.answer;
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.body).toEqual(envelopeOf(431, messages.requestApi.headersTooLarge));
  });

  it('answers headers over 16 KB with 431 in the envelope, and bytes that are no HTTP with 400', async () => {
    const large = openRequest(port, {
      method: 'GET',
      path: '/api/hoogo/common/config/',
      headers: { 'x-filler': 'b'.repeat(20 * 1024) },
    });
    expect((await large.answer).body).toEqual(envelopeOf(431, messages.requestApi.headersTooLarge));

    const garbage = openRequest(port, { method: 'GET', path: '/ bad path with spaces', headers: {} });
    const answer = await garbage.answer;
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(envelopeOf(400, messages.requestApi.invalid));
  });
});
