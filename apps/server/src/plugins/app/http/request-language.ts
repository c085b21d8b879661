import { type DisplayLocale, LOCALES, loadCatalogue, localeOfHeader, setLocaleSource } from '@hoogo/core';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { answeringLanguage, currentLanguage } from '../../../lib/language.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the request asks for by its `Accept-Language` header (English when none of ours). */
    locale: DisplayLocale;
  }
}

/**
 * Every answer in the language of its request (docs/decisions/0086-five-languages.md): the request's
 * `Accept-Language` picks one of the five (the web app sends the language its reader chose), and the
 * catalogue speaks it for as long as the request is handled: refusals, field messages, the error handler.
 * The context is entered again before validation and before the handler, since reading a body may run
 * its callbacks outside it.
 */
export default fp(
  async (fastify) => {
    // Every language is loaded before the first request: a server has no bytes to save.
    await Promise.all(LOCALES.map((locale) => loadCatalogue(locale)));
    setLocaleSource(currentLanguage);

    fastify.decorateRequest('locale', 'en');
    const enter = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) =>
      answeringLanguage.run(request.locale, done);
    fastify.addHook('onRequest', (request, reply, done) => {
      request.locale = localeOfHeader(request.headers['accept-language']);
      enter(request, reply, done);
    });
    fastify.addHook('preValidation', enter);
    fastify.addHook('preHandler', enter);
    // The API's answers say their language; the app's files and the media are the same in every one.
    fastify.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/')) reply.header('content-language', request.locale);
    });
  },
  { name: 'request-language' },
);
