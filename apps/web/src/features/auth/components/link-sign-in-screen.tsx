import { messages } from '@hoogo/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { pagePath } from '@/app/paths';
import { Button, buttonStyles } from '@/components/ui/button';
import { Form, FormMessage, FormSubmit } from '@/components/ui/form';
import { LoadingMessage } from '@/components/ui/spinner';
import { useApiForm } from '@/lib/api-form';
import { apiMessage } from '@/lib/form-errors';
import { safeReturnPath } from '@/lib/navigation';
import { storage } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { linkSignIn } from '../api/link-sign-in';
import { AccountNameInput } from './sign-in-fields';

const t = messages.signInLink;

type State =
  | { step: 'loading' }
  | { step: 'confirm' | 'name'; email: string }
  | { step: 'failed'; text: string };

/**
 * The page a mailed sign-in link opens (/login/link#token=...&ruri=...): it signs in at once in the
 * browser that asked for the code; elsewhere it asks "Sign in as x on this device?" first; an account
 * still to be registered gives its name; then back to the page the attendee came from.
 */
export function LinkSignInScreen({ token, ruri }: { token: string | null; ruri: string | null }) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ step: 'loading' });
  const confirmed = useRef(false);
  const started = useRef(false);

  async function attempt(extra: { name?: string } = {}) {
    const answer = await linkSignIn({
      token: token ?? '',
      link_nonce: storage.get('linkNonce') ?? undefined,
      confirm: confirmed.current,
      ...extra,
    });
    const { step, email, session } = answer.response;
    if (step === 'signed-in' && session) {
      storage.saveSession(session);
      notify.success(answer.message.general[0] ?? messages.auth.loginSuccessful);
      navigate(safeReturnPath(ruri) ?? pagePath.dashboard(), { replace: true });
      return;
    }
    setState({ step: step === 'signed-in' ? 'name' : step, email });
  }

  const fail = (error: unknown) => setState({ step: 'failed', text: apiMessage(error, t.invalid) });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is tried once, when the page opens
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setState({ step: 'failed', text: t.invalid });
      return;
    }
    attempt().catch(fail);
  }, []);

  const nameForm = useApiForm({
    schema: () => import('./schemas').then((schemas) => schemas.linkNameFormSchema),
    defaultValues: { name: '' },
    onSubmit: ({ name }) => attempt({ name }),
    fallback: t.invalid,
  });

  if (state.step === 'loading') {
    return <LoadingMessage text={t.loading} compact />;
  }
  const back = safeReturnPath(ruri);
  if (state.step === 'failed') {
    return (
      <LinkStep title={t.failedTitle}>
        <p role="alert" className="text-slate-700">
          {state.text}
        </p>
        <Link to={pagePath.login(back)} className={buttonStyles({})}>
          {t.toLogin}
        </Link>
      </LinkStep>
    );
  }
  if (state.step === 'confirm') {
    return (
      <LinkStep title={t.confirmTitle(state.email)}>
        <p className="text-slate-700">{t.confirmText}</p>
        <Button
          size="lg"
          onClick={() => {
            confirmed.current = true;
            setState({ step: 'loading' });
            attempt().catch(fail);
          }}
        >
          {t.confirm}
        </Button>
        <Link to={pagePath.login()} className={buttonStyles({ variant: 'secondary' })}>
          {t.cancel}
        </Link>
      </LinkStep>
    );
  }
  return (
    <LinkStep title={t.nameTitle} lead={t.nameText(state.email)}>
      <Form api={nameForm} className="flex flex-col gap-5">
        <AccountNameInput enterKeyHint="go" />
        <FormMessage />
        <FormSubmit size="lg">{t.register}</FormSubmit>
      </Form>
    </LinkStep>
  );
}

/** One step of the link's page: a section named by its title, with the sentence under it. */
function LinkStep({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-labelledby="link-title" className="flex min-w-0 flex-col gap-5">
      <header>
        <h1
          id="link-title"
          className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-brand-950"
        >
          {title}
        </h1>
        {lead && <p className="mt-2 text-sm [overflow-wrap:anywhere] text-slate-600">{lead}</p>}
      </header>
      {children}
    </section>
  );
}
