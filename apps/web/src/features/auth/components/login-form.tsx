import {
  type Envelope,
  LOGIN_REDIRECT_DELAY_MS,
  type LoginResponse,
  messages,
  OTP_RESEND_COOLDOWN_SECONDS,
  StatusCode,
} from '@hoogo/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pagePath } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { LoadingMessage } from '@/components/ui/spinner';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-client';
import { safeReturnPath } from '@/lib/navigation';
import { takeOAuthState } from '@/lib/oauth';
import { storage } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { useGenerateOtp } from '../api/generate-otp';
import { useGoogleSignIn } from '../api/google-sign-in';
import { useLogin } from '../api/login';
import { usePreRegister } from '../api/pre-register';
import { useRegister } from '../api/register';
import { useResetPassword } from '../api/reset-password';
import { EmailForm } from './email-form';
import { GoogleSignInButton } from './google-sign-in-button';
import { EmailSummary } from './otp-extras';
import { OtpLoginForm } from './otp-login-form';
import { OtpMailNotice, useOtpMailNotice } from './otp-mail-notice';
import { PasswordLoginForm } from './password-login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { TicketCodeForm } from './ticket-code-form';

/** The modes of the sign-in screen. */
export type LoginMode = 'generateOTP' | 'login' | 'register' | 'resetPassword' | 'TicketLogin';

export type LoginFormProps = {
  ruri?: string | null;
  /** Shown under the email sign-in: the event's quick join, when it has one (features/guest). */
  quickJoin?: ReactNode;
  /** The event the sign-in leads to (its player page): named in the heading. */
  eventName?: string | null;
} & (
  | { playWithTicketCode?: false }
  | {
      playWithTicketCode: true;
      /** Signs the ticket's player in and resolves with the page to go to (the event's player page). */
      onTicketCodeLogin: (ticketCode: string) => Promise<string>;
    }
);

const t = messages.login;

/** Read when shown, in the language of the moment. */
const headings = (): Record<LoginMode, { title: string; subtitle: string }> => ({
  generateOTP: { title: t.title, subtitle: t.subtitle },
  login: { title: t.title, subtitle: t.subtitle },
  register: { title: t.registerTitle, subtitle: t.registerSubtitle },
  resetPassword: { title: t.resetTitle, subtitle: t.resetSubtitle },
  TicketLogin: { title: t.ticketTitle, subtitle: t.ticketSubtitle },
});

function toastSentence(text: string | null) {
  if (text) notify.success(text);
}

export function LoginForm(props: LoginFormProps) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<LoginMode>('generateOTP');
  const [usePassword, setUsePassword] = useState(false);
  const [email, setEmail] = useState('');
  const [redirecting, setRedirecting] = useState(false);
  const countdown = useCountdown();
  const mailNotice = useOtpMailNotice();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const generateOtp = useGenerateOtp();
  const preRegister = usePreRegister();
  const loginCall = useLogin();
  const registerCall = useRegister();
  const resetPassword = useResetPassword();
  const googleSignIn = useGoogleSignIn();
  const location = useLocation();

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // Back from Google: the fragment holds id_token and state (or error). It is read once and removed
  // from the address at once, so the token neither stays in the history nor is used twice. The ref keeps
  // React's second run of a new effect (StrictMode) from reading it again.
  const fragment = location.hash;
  const readFragment = useRef('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per fragment Google returned
  useEffect(() => {
    if (fragment === readFragment.current) return;
    readFragment.current = fragment;
    const answer = new URLSearchParams(fragment.replace(/^#/, ''));
    if (!answer.has('id_token') && !answer.has('error')) return;
    navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
    const kept = takeOAuthState('google', answer.get('state'));
    const token = answer.get('id_token');
    if (!kept?.nonce || !token) {
      notify.error(messages.auth.googleFailed);
      return;
    }
    googleSignIn
      .mutateAsync({ token, nonce: kept.nonce })
      .then((envelope) => signedIn(envelope, messages.auth.loginSuccessful, kept.ruri))
      .catch(() => notify.error(messages.auth.googleFailed));
  }, [fragment]);

  /** The code's mail was asked for: the code step, counting down to when another mail may go. */
  function otpSent(nextMode: LoginMode, address: string, resendIn = OTP_RESEND_COOLDOWN_SECONDS) {
    setEmail(address);
    setUsePassword(false);
    setMode(nextMode);
    countdown.start(resendIn);
  }

  /** Sends a login code (or a register code to an unknown email); resolves with the server's sentence. */
  async function sendLoginOtp(address: string): Promise<string | null> {
    try {
      const answer = await generateOtp.mutateAsync({ email: address, type: 'Login', ruri: props.ruri });
      otpSent('login', address, answer.response?.resend_in);
      return mailNotice.take(answer);
    } catch (error) {
      if (!(error instanceof ApiError && error.statusCode === StatusCode.UnknownEmail)) throw error;
      return sendRegisterOtp(address);
    }
  }

  async function sendRegisterOtp(address: string): Promise<string | null> {
    const answer = await preRegister.mutateAsync({ email: address, ruri: props.ruri });
    otpSent('register', address, answer.response?.resend_in);
    return mailNotice.take(answer);
  }

  async function sendResetOtp(address: string): Promise<string | null> {
    const text = mailNotice.take(await generateOtp.mutateAsync({ email: address, type: 'Forget Password' }));
    otpSent('resetPassword', address);
    return text;
  }

  // A resend's sentence (a new code replaced the earlier one) is shown by the OTP form itself, and its
  // failure under that form, so neither becomes a toast.
  function resendOtp(): Promise<string | null> {
    if (mode === 'resetPassword') return sendResetOtp(email);
    if (mode === 'register') return sendRegisterOtp(email);
    return sendLoginOtp(email);
  }

  function signedIn(envelope: Envelope<LoginResponse>, successText: string, ruri = props.ruri) {
    storage.saveSession(envelope.response);
    redirect(successText, safeReturnPath(ruri) ?? pagePath.dashboard());
  }

  function redirect(successText: string, target: string) {
    notify.success(successText);
    setRedirecting(true);
    redirectTimer.current = setTimeout(() => navigate(target, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
  }

  function showEmailStep(address: string, password: boolean) {
    setEmail(address);
    setUsePassword(password);
    setMode(password ? 'login' : 'generateOTP');
  }

  const resend = { remaining: countdown.remaining, onResend: resendOtp };
  const heading =
    props.eventName && (mode === 'generateOTP' || mode === 'login')
      ? { title: t.joinEvent(props.eventName), subtitle: t.joinSubtitle }
      : headings()[mode];

  let body: ReactNode;
  if (redirecting) {
    body = <LoadingMessage text={t.redirecting} compact />;
  } else if (mode === 'TicketLogin' && props.playWithTicketCode) {
    const { onTicketCodeLogin } = props;
    body = (
      <TicketCodeForm
        onSubmitCode={async (ticketCode) =>
          redirect(messages.auth.loginSuccessful, await onTicketCodeLogin(ticketCode))
        }
      />
    );
  } else if (mode === 'register') {
    body = (
      <RegisterForm
        resend={resend}
        onRegister={async ({ name, otp }) =>
          signedIn(await registerCall.mutateAsync({ email, name, otp }), messages.auth.registrationSuccessful)
        }
      />
    );
  } else if (mode === 'resetPassword') {
    body = (
      <ResetPasswordForm
        resend={resend}
        onBack={() => showEmailStep(email, true)}
        onReset={async ({ otp, password }) => {
          await resetPassword.mutateAsync({ email, otp, password });
          notify.success(messages.auth.passwordReset);
          showEmailStep(email, true);
        }}
      />
    );
  } else if (mode === 'login' && usePassword) {
    body = (
      <PasswordLoginForm
        defaultEmail={email}
        onLogin={async (values) => {
          setEmail(values.email);
          signedIn(await loginCall.mutateAsync(values), messages.auth.loginSuccessful);
        }}
        onForgotPassword={async (address) => toastSentence(await sendResetOtp(address))}
        onUseOtp={(address) => showEmailStep(address, false)}
      />
    );
  } else if (mode === 'login') {
    body = (
      <div className="flex flex-col gap-5">
        <OtpLoginForm
          resend={resend}
          onLogin={async ({ otp }) =>
            signedIn(await loginCall.mutateAsync({ email, otp }), messages.auth.loginSuccessful)
          }
        />
        <Button variant="link" className="self-center" onClick={() => showEmailStep(email, true)}>
          {t.loginWithPassword}
        </Button>
      </div>
    );
  } else {
    body = (
      <EmailForm
        defaultEmail={email}
        onGenerate={async (address) => toastSentence(await sendLoginOtp(address))}
        onUsePassword={(address) => showEmailStep(address, true)}
      />
    );
  }

  const showsSentEmail =
    !redirecting && (mode === 'register' || mode === 'resetPassword' || (mode === 'login' && !usePassword));

  return (
    <section aria-labelledby="login-title" className="flex flex-col gap-6">
      <header>
        <h1 id="login-title" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
          {heading.title}
        </h1>
        <p className="mt-2 text-sm text-slate-600 sm:text-base">{heading.subtitle}</p>
      </header>
      {showsSentEmail && (
        <EmailSummary email={email} sent={!mailNotice.failed} onChange={() => showEmailStep(email, false)} />
      )}
      {showsSentEmail && (
        <OtpMailNotice
          notice={mailNotice.notice}
          onFailed={() => {
            countdown.start(0);
            mailNotice.markFailed();
          }}
        />
      )}
      {body}
      {mode === 'generateOTP' && !redirecting && <GoogleSignInButton ruri={props.ruri} />}
      {mode === 'generateOTP' && !redirecting && props.quickJoin}
      {props.playWithTicketCode && !redirecting && (
        <div className="border-t border-slate-200 pt-4 text-center">
          <Button
            variant="secondary"
            className="w-full"
            onClick={() => setMode(mode === 'TicketLogin' ? 'generateOTP' : 'TicketLogin')}
          >
            {mode === 'TicketLogin' ? t.loginWithEmail : t.loginWithTicketCode}
          </Button>
        </div>
      )}
    </section>
  );
}
