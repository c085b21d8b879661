import {
  catalogueOf,
  type EventInfo,
  type LoginResponse,
  loadCatalogue,
  messages,
  type ProfileInfo,
  type QuickJoinResponse,
} from '@hoogo/core';
import { gridFields } from '@hoogo/testing/forms';
import { Mailbox } from '@hoogo/testing/mailbox';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { call, registerUser } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { callMultipart, hostedEvent } from './helpers/events.js';
import { api, GRID } from './helpers/game.js';

const fr = await loadCatalogue('fr');
const de = await loadCatalogue('de');
const es = await loadCatalogue('es');
const ptBr = await loadCatalogue('pt-BR');

const receiver = new Mailbox();
await receiver.start();
afterAll(() => receiver.stop());

/** The server in the request's language (docs/decisions/0086-five-languages.md). */
describe.each(testBackends('one'))('answers in the language asked for on %s', (backend) => {
  const t = useTestApp(backend);

  const unknownLogin = (language?: string) =>
    call(t.app, 'POST', '/api/auth/generate-otp/', {
      body: { email_or_phone: 'nobody@example.com', type: 'Login' },
      headers: language === undefined ? {} : { 'accept-language': language },
    });

  it("says a refusal in the request's language, English when none of ours is asked for", async () => {
    const french = await unknownLogin('fr-CH, fr;q=0.9, en;q=0.8');
    expect(french.status).toBe(404);
    expect(french.body.message.general).toEqual([fr.authApi.unknownEmail]);
    expect(french.headers['content-language']).toBe('fr');
    expect((await unknownLogin('pt-PT')).body.message.general).toEqual([ptBr.authApi.unknownEmail]);
    // The order of preference counts, not the order written.
    expect((await unknownLogin('ja, de;q=0.5, es;q=0.7')).body.message.general).toEqual([
      es.authApi.unknownEmail,
    ]);
    for (const language of [undefined, 'ja-JP', 'xx;q=abc, ;;, *', 'de;q=0']) {
      const answer = await unknownLogin(language);
      expect(answer.body.message.general, String(language)).toEqual([messages.authApi.unknownEmail]);
      expect(answer.headers['content-language']).toBe('en');
    }
  });

  it('says field messages in that language, for JSON and multipart bodies alike', async () => {
    const json = await call(t.app, 'POST', '/api/auth/pre-register/', {
      body: { email: 'not-an-address' },
      headers: { 'accept-language': 'de-DE' },
    });
    expect(json.status).toBe(400);
    expect(json.body.message.email).toEqual([de.validation.emailInvalid]);

    const hosted = await hostedEvent(t, 'Sprachen');
    const multipart = await callMultipart(
      t,
      'PATCH',
      '/api/hoogo/manage-event/Sprachen/update/',
      [['colour', 'red']],
      hosted.owner.token,
      { 'accept-language': 'es' },
    );
    expect(multipart.status).toBe(400);
    expect(multipart.body.message.colour).toEqual([es.eventApi.unknownField('colour')]);
  });

  it('keeps each request in its own language when many run at once', async () => {
    const languages = ['fr', 'de', 'es', 'pt-BR', 'en'] as const;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => unknownLogin(languages[i % languages.length])),
    );
    answers.forEach((answer, i) => {
      expect(answer.body.message.general).toEqual([
        catalogueOf(languages[i % languages.length] as (typeof languages)[number]).authApi.unknownEmail,
      ]);
    });
  });

  it("keeps the event's language: the organiser's at creation, then the one the hosts set", async () => {
    const owner = await registerUser(t, 'olga@example.com');
    const created = await call(t.app, 'POST', '/api/hoogo/manage-event/create/', {
      token: owner.access_token,
      body: { name: 'Feria' },
      headers: { 'accept-language': 'es-MX' },
    });
    expect(created.status).toBe(200);
    const info = () => call<EventInfo>(t.app, 'GET', '/api/hoogo/manage-event/Feria/get-info/');
    expect((await info()).body.response.language).toBe('es');

    const changed = await callMultipart(
      t,
      'PATCH',
      '/api/hoogo/manage-event/Feria/update/',
      [['language', 'pt-BR']],
      owner.access_token,
    );
    expect(changed.status).toBe(200);
    expect((await info()).body.response.language).toBe('pt-BR');

    const refused = await callMultipart(
      t,
      'PATCH',
      '/api/hoogo/manage-event/Feria/update/',
      [['language', 'klingon']],
      owner.access_token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message.language).toEqual([messages.language.invalid]);
  });
});

describe.each(testBackends('one'))('mails in the language of the person on %s', (backend) => {
  const t = useTestApp(backend, { env: { SMTP_URL: receiver.url, MAIL_WAIT_MS: '15000' } });
  beforeEach(() => {
    receiver.mails.length = 0;
  });

  it("mails the code in the request's language, then in the account's chosen one", async () => {
    const email = 'camille@example.com';
    const pre = await call(t.app, 'POST', '/api/auth/pre-register/', {
      body: { email },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(pre.status).toBe(200);
    expect(pre.body.message.general).toEqual([fr.authApi.codeSent(email)]);
    const first = receiver.mails.find((mail) => mail.to.includes(email));
    const code = /^(\d{6}) /.exec(first?.subject ?? '')?.[1] ?? '';
    expect(first?.subject).toBe(fr.codeMail.loginSubject(code, 'Hoogo'));
    expect(first?.text).toContain(fr.codeMail.greeting);
    expect(first?.html).toContain('lang="fr"');

    const registered = await call<LoginResponse>(t.app, 'POST', '/api/auth/register/', {
      body: { email, name: 'Camille Martin', otp: code },
    });
    const token = registered.body.response.access_token;
    const chosen = await call<ProfileInfo>(t.app, 'PATCH', '/api/auth/update-profile/', {
      token,
      body: { language: 'de' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.response.language).toBe('de');

    // Asked from an English browser: the account's choice wins for the mail, the answer is English.
    t.clock.advance(60_000);
    receiver.mails.length = 0;
    const again = await call(t.app, 'POST', '/api/auth/generate-otp/', {
      body: { email_or_phone: email, type: 'Login' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(again.status).toBe(200);
    const second = receiver.mails.find((mail) => mail.to.includes(email));
    expect(second?.subject).toMatch(/ ist dein Anmeldecode für Hoogo$/);

    const refused = await call(t.app, 'PATCH', '/api/auth/update-profile/', {
      token,
      body: { language: 'tlh' },
      headers: { 'accept-language': 'fr' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message.language).toEqual([fr.language.invalid]);
  });

  /** A new account, signed up with the code the mailbox received. */
  async function signUp(email: string, name: string) {
    receiver.mails.length = 0;
    await call(t.app, 'POST', '/api/auth/pre-register/', { body: { email } });
    const mail = receiver.mails.find((one) => one.to.includes(email));
    const otp = /^(\d{6}) /.exec(mail?.subject ?? '')?.[1] ?? '';
    const registered = await call<LoginResponse>(t.app, 'POST', '/api/auth/register/', {
      body: { email, name, otp },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    return registered.body.response.access_token;
  }

  it("mails a guest's code for the email they add in the guest's chosen language", async () => {
    const owner = await signUp('olga@example.com', 'Olga Owner');
    await call(t.app, 'POST', `${api}/manage-event/create/`, { token: owner, body: { name: 'Feria' } });
    const update = [...gridFields(GRID), ['quick_join', 'true']] as Array<[string, string]>;
    const opened = await callMultipart(t, 'PATCH', `${api}/manage-event/Feria/update/`, update, owner);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const joined = await call<QuickJoinResponse>(t.app, 'POST', `${api}/manage-game/Feria/quick-join/`, {
      body: { name: 'Gus Guest' },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const token = joined.body.response.access_token;
    const chosen = await call(t.app, 'PATCH', '/api/auth/update-profile/', {
      token,
      body: { language: 'es' },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);

    receiver.mails.length = 0;
    const sent = await call(t.app, 'POST', '/api/guest/add-email/', {
      token,
      body: { email: 'gus@example.com' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mail = receiver.mails.find((one) => one.to.includes('gus@example.com'));
    const code = /^(\d{6}) /.exec(mail?.subject ?? '')?.[1] ?? '';
    expect(mail?.subject).toBe(es.codeMail.loginSubject(code, 'Hoogo'));
    expect(mail?.html).toContain('lang="es"');
  });
});
