import { messages } from '@hoogo/core';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormEmailInput, FormInput, FormMessage, FormSubmit } from '@/components/ui/form';
import { typing } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { useApiForm } from '@/lib/api-form';
import { notify } from '@/lib/toast';
import { useConfirmGuestEmail, useGuestProfile, useSendGuestCode } from '../api/guest-email';

const t = messages.guest;

/**
 * The player page's reminder while the account is a guest one (quick join): without an email, the card
 * lives only in this browser's storage. "Add my email" mails a code; the code makes the account a normal
 * one (or moves the card into the email's account), on this phone, without leaving the page.
 */
export function GuestBanner() {
  const profile = useGuestProfile();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!profile.data?.guest) return null;
  return (
    <aside
      aria-labelledby={titleId}
      className="mx-auto mb-4 flex w-full max-w-2xl flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
    >
      <div className="flex-1">
        <h2 id={titleId} className="text-sm font-semibold">
          {t.bannerTitle}
        </h2>
        <p className="mt-1 text-sm">{t.bannerLead}</p>
      </div>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t.addEmail}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t.addEmailTitle} description={t.addEmailLead}>
        <AddEmailSteps onDone={() => setOpen(false)} />
      </Modal>
    </aside>
  );
}

/** The email, then the mailed code. */
function AddEmailSteps({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState<string | null>(null);
  const sendCode = useSendGuestCode();
  return email === null ? (
    <EmailStep
      onSend={async (address) => {
        await sendCode.mutateAsync(address);
        setEmail(address);
      }}
    />
  ) : (
    <CodeStep email={email} onOtherEmail={() => setEmail(null)} onDone={onDone} />
  );
}

function EmailStep({ onSend }: { onSend: (email: string) => Promise<void> }) {
  const api = useApiForm({
    schema: () => import('./schemas').then((schemas) => schemas.guestEmailBody),
    defaultValues: { email: '' },
    onSubmit: ({ email }) => onSend(email),
  });
  return (
    <Form api={api} className="flex flex-col gap-4">
      <FormEmailInput name="email" label={t.emailLabel} autoComplete="email" enterKeyHint="send" />
      <FormMessage />
      <FormSubmit>{t.sendCode}</FormSubmit>
    </Form>
  );
}

function CodeStep({
  email,
  onOtherEmail,
  onDone,
}: {
  email: string;
  onOtherEmail: () => void;
  onDone: () => void;
}) {
  const confirm = useConfirmGuestEmail();
  const api = useApiForm({
    schema: () => import('./schemas').then((schemas) => schemas.guestConfirmEmailBody),
    defaultValues: { email, otp: '' },
    onSubmit: async (values) => {
      const session = await confirm.mutateAsync(values);
      notify.success(session.merged ? t.mergedInto(session.email) : t.emailAdded(session.email));
      onDone();
    },
  });
  const { setFocus } = api.form;
  useEffect(() => setFocus('otp'), [setFocus]);
  return (
    <Form api={api} className="flex flex-col gap-4">
      <p role="status" className="text-sm text-slate-700">
        {t.codeSentTo(email)}
      </p>
      <FormInput name="otp" label={t.codeLabel} {...typing.oneTimeCode} maxLength={6} enterKeyHint="done" />
      <FormMessage />
      <FormSubmit>{t.confirm}</FormSubmit>
      <Button variant="link" onClick={onOtherEmail}>
        {t.otherEmail}
      </Button>
    </Form>
  );
}
