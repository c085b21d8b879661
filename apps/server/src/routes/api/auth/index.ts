import {
  changePasswordBody,
  envelope,
  errorEnvelope,
  generateOtpBody,
  googleBody,
  type LoginResponse,
  linkSignInBody,
  linkSignInSchema,
  loginBody,
  loginResponseSchema,
  messages,
  type OtpSent,
  otpMailStatusSchema,
  otpSentSchema,
  preRegisterBody,
  profileInfoSchema,
  refreshBody,
  registerBody,
  resetPasswordBody,
  StatusCode,
  tokenPairSchema,
  updateProfileBody,
} from '@hoogo/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { User } from '../../../db/schema.js';
import { ApiError, fieldError, ok } from '../../../lib/envelope.js';
import { bearer } from '../../../lib/route-docs.js';
import { routeUrl } from '../../../lib/route-url.js';
import { GoogleTokenRefused, type GoogleUser } from '../../../plugins/app/auth/google-sign-in.js';
import type { OtpSendResult } from '../../../plugins/app/auth/otp.js';
import { toProfileInfo } from '../../../plugins/app/auth/users-repository.js';

/** The answer to a code request: what became of its mail, in data and in words. */
function codeAnswer(email: string, result: OtpSendResult) {
  const sentence = {
    sent: () => messages.authApi.codeSent(email),
    delayed: () => messages.otpMail.delayed(email),
    failed: () => messages.otpMail.failed(email),
    held: () => messages.otpMail.held(email, result.resendInSeconds),
  }[result.mail]();
  const data: OtpSent = { mail: result.mail, mail_id: result.mailId, resend_in: result.resendInSeconds };
  return ok(data, sentence);
}

const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope };

/** The email a request is about, for the limits per address and email (the body is validated by then). */
const bodyEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: string; email_or_phone?: string } | undefined;
  return body?.email ?? body?.email_or_phone ?? '';
};

const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { usersRepository: users, otp, tokens, passwords, config, guessBudgets } = fastify;
  const limits = config.rateLimits;
  // The per-address limits are a flood guard sized for a venue behind one address (config/limits.ts); guessing
  // is held per email, per code and per account, whatever the address
  // (docs/decisions/0054-limits-that-fit-a-venue.md). The codes mailed to an email are throttled by the
  // OTP service's cool-down alone (plugins/app/auth/otp.ts), not by a limit here.
  const limitOtp = fastify.limitRequests('otp-ip', limits.otpPerIp, (request) => request.ip);
  const limitSignInPerIp = fastify.limitRequests('credentials-ip', limits.credentialsPerIp, (r) => r.ip);
  const limitCredentials = [
    limitSignInPerIp,
    fastify.limitRequests('credentials', limits.credentialsPerIpAndEmail, (r) => `${r.ip}|${bodyEmail(r)}`),
  ];

  /** The password budget's refusal: a 429 whose wait is in Retry-After and in the sentence. */
  function passwordBlocked(reply: FastifyReply, waitMs: number) {
    fastify.metrics.budgetRefused('password');
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    reply.header('retry-after', seconds);
    return new ApiError(429, messages.auth.tooManyAttempts(seconds));
  }

  async function session(user: User): Promise<LoginResponse> {
    const pair = await tokens.issue(user);
    return { ...pair, email: user.email, profile_pic_url: user.profilePicUrl };
  }

  /** The signed-in user's row; a token of a deleted account is as good as an invalid one. */
  async function currentUser(request: FastifyRequest): Promise<User> {
    const user = request.user && (await users.findById(request.user.id));
    if (!user)
      throw new ApiError(401, messages.network.sessionExpired, { statusCode: StatusCode.TokenInvalid });
    return user;
  }

  fastify.post(
    routeUrl(fastify, 'generateOtp'),
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a one-time code for login or for a password reset',
        description:
          'Login with an email that has no account answers statusCode 1001 (HTTP 404): the client then ' +
          'pre-registers. Forget Password answers the same for every email (data null). A Login code answers ' +
          'how its mail went: sent, delayed (on its way; the code works when it arrives), failed (ask again: ' +
          'it is retried at once) or held (the code mailed before still works; another mail may go in ' +
          'resend_in seconds). It waits for the mail MAIL_WAIT_MS at most.',
        body: generateOtpBody,
        response: { 200: envelope(otpSentSchema.nullable()), ...errors },
      },
      preHandler: limitOtp,
    },
    async (request) => {
      const { email_or_phone: email, type, link_nonce: nonce, return_path: returnPath } = request.body;
      const user = await users.findByEmail(email);
      const registered = Boolean(user?.emailVerifiedAt);
      if (type === 'Login') {
        if (!registered)
          throw new ApiError(404, messages.authApi.unknownEmail, { statusCode: StatusCode.UnknownEmail });
        return codeAnswer(
          email,
          await otp.send(email, type, { nonce, returnPath, language: user?.language }),
        );
      }
      // The answer is the same for every email, so it says nothing about the mail (held, delayed, failed)
      // and does not wait for it: how long it took would tell that an account exists.
      if (registered) await otp.send(email, type, { wait: false, language: user?.language });
      return ok(null, messages.authApi.resetCodeSent(email));
    },
  );

  fastify.post(
    routeUrl(fastify, 'preRegister'),
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account for an email (unverified until registration) and mail a login code',
        body: preRegisterBody,
        response: { 200: envelope(otpSentSchema), ...errors },
      },
      preHandler: limitOtp,
    },
    async (request) => {
      const { email, link_nonce: nonce, return_path: returnPath } = request.body;
      const user = await users.findOrCreate(email);
      return codeAnswer(
        email,
        await otp.send(email, 'Login', { nonce, returnPath, language: user.language }),
      );
    },
  );

  fastify.post(
    routeUrl(fastify, 'linkSignIn'),
    {
      schema: {
        tags: ['auth'],
        summary: "Sign in with a mail's sign-in link",
        description:
          'The token of the link a Login code mail carries: valid while its code is (10 minutes, once, ' +
          'until replaced), and using either uses both. Opened in another browser than the one that asked ' +
          'for the code (link_nonce differs), it answers step confirm until confirm is true; for an account ' +
          'still to be registered, step name until a name is given; then step signed-in with the session. ' +
          '400 for a token that is not (or no longer) valid.',
        body: linkSignInBody,
        response: { 200: envelope(linkSignInSchema), ...errors },
      },
      preHandler: limitCredentials,
    },
    async (request) => {
      const { token, link_nonce: nonce, confirm, name } = request.body;
      const link = await otp.openLink(token, nonce);
      const user = link?.type === 'Login' ? await users.findByEmail(link.email) : undefined;
      if (!link || !user) throw new ApiError(400, messages.signInLink.invalid);
      const asked = (step: 'confirm' | 'name') =>
        ok({ step, email: user.email, session: null }, messages.signInLink.asked);
      // Elsewhere than the browser that asked for the code: the person says it is them first.
      if (!link.sameDevice && !confirm) return asked('confirm');
      if (!user.emailVerifiedAt && !name) return asked('name');
      if (!(await otp.consumeLink(token))) throw new ApiError(400, messages.signInLink.invalid);
      const signedIn = user.emailVerifiedAt
        ? user
        : await users.update(user.id, { name: name as string, emailVerifiedAt: fastify.clock() });
      const text = user.emailVerifiedAt
        ? messages.auth.loginSuccessful
        : messages.auth.registrationSuccessful;
      return ok({ step: 'signed-in' as const, email: user.email, session: await session(signedIn) }, text);
    },
  );

  fastify.get(
    routeUrl(fastify, 'otpMailStatus'),
    {
      schema: {
        tags: ['auth'],
        summary: 'The state of a mail with a code, asked while the sign-in form says it is delayed',
        description:
          'mail_id comes from the answer of generate-otp or pre-register. sent, delayed (still queued or ' +
          'being retried) or failed (it will not go: ask for the code again). Any instance answers: the ' +
          'queue is in the database. An unknown id answers 404.',
        params: z.object({ id: z.uuid({ error: messages.fieldApi.mailId('id') }) }),
        response: { 200: envelope(otpMailStatusSchema), ...errors },
      },
    },
    async (request) => {
      const status = await fastify.mailer.status(request.params.id);
      if (!status) throw new ApiError(404, messages.otpMail.failedLater);
      if (status === 'sent') return ok({ mail: 'sent' as const }, messages.otpMail.sentLater);
      if (status === 'queued' || status === 'sending')
        return ok({ mail: 'delayed' as const }, messages.otpMail.pending);
      return ok({ mail: 'failed' as const }, messages.otpMail.failedLater);
    },
  );

  fastify.post(
    routeUrl(fastify, 'register'),
    {
      schema: {
        tags: ['auth'],
        summary: 'Finish registration with the mailed code and a name',
        body: registerBody,
        response: { 200: envelope(loginResponseSchema), 409: errorEnvelope, ...errors },
      },
      preHandler: limitCredentials,
    },
    async (request) => {
      const { email, name, otp: code } = request.body;
      const user = await users.findByEmail(email);
      // Without a pre-registered account no code was ever sent to this email.
      if (!user) throw fieldError(400, 'otp', messages.auth.resetInvalidOtp);
      if (user.emailVerifiedAt) throw new ApiError(409, messages.authApi.alreadyRegistered);
      await otp.consume(email, 'Login', code);
      const registered = await users.update(user.id, { name, emailVerifiedAt: fastify.clock() });
      return ok(await session(registered), messages.auth.registrationSuccessful);
    },
  );

  fastify.post(
    routeUrl(fastify, 'login'),
    {
      schema: {
        tags: ['auth'],
        summary: 'Login with the mailed code or with a password',
        description:
          'A password login answers 401 "Invalid email or password" alike for an unknown email and a wrong ' +
          'password, in about the same time. After 10 wrong passwords in 15 minutes (GUESS_BUDGET_PASSWORD) ' +
          'an email is refused (429) for 1 minute, then 2, 4… up to an hour, whatever the address of the ' +
          'caller, also for guesses sent at once; a code login stays open.',
        body: loginBody,
        response: { 200: envelope(loginResponseSchema), ...errors },
      },
      preHandler: limitCredentials,
    },
    async (request, reply) => {
      const { email_or_phone: email, otp: code, password } = request.body;
      if (code) {
        const user = await users.findByEmail(email);
        if (!user?.emailVerifiedAt) throw fieldError(404, 'email', messages.authApi.unknownEmail);
        await otp.consume(email, 'Login', code);
        return ok(await session(user), messages.auth.loginSuccessful);
      }
      // The password budget is the email's, known account or not, so neither a block nor its absence
      // tells whether the account exists; while blocked, no password is checked at all.
      const budgetKey = `password:${email}`;
      const rule = config.guessBudgets.password;
      const blockedMs = await guessBudgets.blockedFor(budgetKey);
      if (blockedMs > 0) throw passwordBlocked(reply, blockedMs);
      const found = await users.findByEmail(email);
      const user = found?.emailVerifiedAt ? found : undefined;
      if (user && !user.passwordHash) throw fieldError(400, 'password', messages.authApi.noPassword);
      // Counted as wrong before the check, so guesses sent all at once cannot pass the budget together:
      // the one that reaches it is still checked, the ones after it wait.
      const startedBlock = await guessBudgets.fail(budgetKey, rule);
      if (startedBlock === 0) {
        const nowBlockedMs = await guessBudgets.blockedFor(budgetKey);
        if (nowBlockedMs > 0) throw passwordBlocked(reply, nowBlockedMs);
      }
      // An unknown email costs the same derivation as a wrong password: same answer, about the same time.
      const good = user?.passwordHash
        ? await passwords.verify(password ?? '', user.passwordHash)
        : await passwords.verifyNothing(password ?? '');
      if (!user || !good) throw fieldError(401, 'password', messages.authApi.wrongPassword);
      await guessBudgets.clear(budgetKey);
      return ok(await session(user), messages.auth.loginSuccessful);
    },
  );

  fastify.post(
    routeUrl(fastify, 'resetPassword'),
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a Forget Password code; ends every session',
        body: resetPasswordBody,
        response: { 200: envelope(z.null()), ...errors },
      },
      preHandler: limitCredentials,
    },
    async (request) => {
      const { email, otp: code, password } = request.body;
      const user = await users.findByEmail(email);
      // Codes for a reset are only sent to registered accounts.
      if (!user?.emailVerifiedAt) throw fieldError(400, 'otp', messages.auth.resetInvalidOtp);
      await otp.consume(email, 'Forget Password', code);
      await users.update(user.id, { passwordHash: await passwords.hash(password) });
      await tokens.revokeAll(user.id);
      return ok(null, messages.auth.passwordReset);
    },
  );

  fastify.post(
    routeUrl(fastify, 'refreshToken'),
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new access token and a new refresh token',
        description:
          'The refresh token presented is used up. Presented again within 60 seconds while the new one is ' +
          'still unused (a lost answer, a retry), it answers the same new refresh token; any other reuse ' +
          'revokes the whole session (401 / 1000).',
        body: refreshBody,
        response: { 200: envelope(tokenPairSchema), ...errors },
      },
    },
    async (request) => {
      const pair = await tokens.rotate(request.body.refresh_token, (id) => users.findById(id));
      return ok(pair, messages.authApi.tokenRefreshed);
    },
  );

  fastify.get(
    routeUrl(fastify, 'profileInfo'),
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: envelope(profileInfoSchema), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => ok(toProfileInfo(await currentUser(request)), messages.authApi.profile),
  );

  fastify.patch(
    routeUrl(fastify, 'updateProfile'),
    {
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's name, picture or language",
        security: bearer,
        body: updateProfileBody,
        response: { 200: envelope(profileInfoSchema), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => {
      const user = await currentUser(request);
      const { name, profile_pic_url, language } = request.body;
      const updated = await users.update(user.id, {
        ...(name !== undefined && { name }),
        ...(profile_pic_url !== undefined && { profilePicUrl: profile_pic_url }),
        ...(language !== undefined && { language }),
      });
      return ok(toProfileInfo(updated), messages.authApi.profileUpdated);
    },
  );

  fastify.post(
    routeUrl(fastify, 'changePassword'),
    {
      schema: {
        tags: ['auth'],
        summary: 'Set or change the password of the signed-in user',
        description:
          'old_password is required when the account already has a password. Every other session of the ' +
          'account ends (its refresh tokens are revoked); the calling session keeps its tokens.',
        security: bearer,
        body: changePasswordBody,
        response: { 200: envelope(z.null()), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => {
      const user = await currentUser(request);
      const { old_password, new_password } = request.body;
      if (user.passwordHash) {
        if (!old_password) throw fieldError(400, 'old_password', messages.authApi.oldPasswordMissing);
        if (!(await passwords.verify(old_password, user.passwordHash))) {
          throw fieldError(400, 'old_password', messages.authApi.oldPasswordWrong);
        }
      }
      await users.update(user.id, { passwordHash: await passwords.hash(new_password) });
      await tokens.revokeAll(user.id, request.user?.sessionId);
      return ok(null, messages.authApi.passwordChanged);
    },
  );

  fastify.post(
    routeUrl(fastify, 'googleSignIn'),
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token',
        description:
          "token is the ID token (JWT) of Google's OpenID Connect sign-in, nonce the one the client sent " +
          "Google for it. The token must be signed with Google's published keys, issued by Google for " +
          "this app's client id (aud), unexpired, carry that nonce and a verified email. The account of " +
          'that email is signed in, or created verified with the Google name and picture. 401 for any ' +
          "other token or an unverified email, 502 when Google's keys cannot be fetched, 501 while " +
          'GOOGLE_CLIENT_ID is unset.',
        body: googleBody,
        response: {
          200: envelope(loginResponseSchema),
          501: errorEnvelope,
          502: errorEnvelope,
          ...errors,
        },
      },
      // A Google ID token is proved, not guessed, and has no email in the body: the flood guard alone.
      preHandler: limitSignInPerIp,
    },
    async (request) => {
      if (!config.googleClientId) throw new ApiError(501, messages.authApi.googleNotConfigured);
      let google: GoogleUser;
      try {
        google = await fastify.googleSignIn.verify(request.body.token, request.body.nonce);
      } catch (error) {
        if (error instanceof GoogleTokenRefused) {
          throw new ApiError(
            401,
            error.reason === 'unverified' ? messages.authApi.googleUnverified : messages.auth.googleFailed,
          );
        }
        request.log.warn({ err: error }, 'Google sign-in failed');
        throw new ApiError(502, messages.auth.googleFailed);
      }
      const user = await users.signInVerified(google.email, { name: google.name, picture: google.picture });
      return ok(await session(user), messages.auth.loginSuccessful);
    },
  );
};

export default authRoutes;
