import { type AccountSummary, messages } from '@hoogo/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pagePath } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ActionError } from '@/components/ui/form-error';
import { Input, typing } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { NetworkError } from '@/components/ui/network-error';
import { Spinner } from '@/components/ui/spinner';
import { storage } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { useAccountSummary, useDeleteAccount } from '../api/account';

const d = messages.dataDeletion;

/**
 * The account page (/account): who is signed in, and "Delete my account", whose confirmation lists
 * the events that go with it and the events the person leaves, and asks for the account's email typed
 * out before the button works (docs/data.md, "Deleting data").
 */
export function AccountPage() {
  const summary = useAccountSummary();
  const [confirming, setConfirming] = useState(false);

  if (summary.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={messages.app.loading} />
      </div>
    );
  }
  if (summary.isError) {
    return (
      <NetworkError
        error={summary.error}
        answeredText={d.summaryFailed}
        onRetry={() => void summary.refetch()}
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">{d.accountTitle}</h1>
      <Card className="flex flex-col gap-1 p-5">
        <p className="text-sm text-slate-600">{d.signedInAs}</p>
        <p className="font-medium break-all text-slate-900">{summary.data.email}</p>
      </Card>
      <section aria-labelledby="delete-account-title">
        <Card className="flex flex-col items-start gap-3 border-red-200 p-5">
          <h2 id="delete-account-title" className="text-lg font-bold text-slate-900">
            {d.deleteAccountTitle}
          </h2>
          <p className="text-sm text-slate-700">{d.deleteAccountLead}</p>
          <Button
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
            onClick={() => setConfirming(true)}
          >
            {d.deleteAccountAction}
          </Button>
        </Card>
      </section>
      <DeleteAccountModal open={confirming} onClose={() => setConfirming(false)} summary={summary.data} />
    </div>
  );
}

function EventList({ title, names }: { title: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="list-disc space-y-0.5 ps-5 break-words">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}

function DeleteAccountModal({
  open,
  onClose,
  summary,
}: {
  open: boolean;
  onClose: () => void;
  summary: AccountSummary;
}) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const matches = typed.trim().toLowerCase() === summary.email.toLowerCase();
  const nothing =
    summary.owned_events.length + summary.played_events.length + summary.admin_events.length === 0;

  function close() {
    setTyped('');
    remove.reset();
    onClose();
  }

  function confirm() {
    if (!matches) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        // Everything this device kept of the person goes: session, player keys, cards, flags.
        storage.clear();
        queryClient.clear();
        notify.success(d.accountDeleted);
        navigate(pagePath.landing(), { replace: true });
      },
    });
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={d.deleteAccountDialogTitle}
      description={d.deleteAccountLead}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {d.cancel}
          </Button>
          <Button
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
            disabled={!matches || remove.isPending}
            isLoading={remove.isPending}
            onClick={confirm}
          >
            {remove.isPending ? d.deletingAccount : d.deleteAccountConfirm}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4 text-sm text-slate-700"
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <EventList
          title={d.ownedEventsTitle}
          names={summary.owned_events.map(
            (event) =>
              `${d.ownedEvent(event.event_name, event.participant_count)}${event.demo ? ` · ${d.demoEvent}` : ''}`,
          )}
        />
        <EventList
          title={d.playedEventsTitle}
          names={summary.played_events.map((event) => event.event_name)}
        />
        <EventList title={d.adminEventsTitle} names={summary.admin_events.map((event) => event.event_name)} />
        {nothing && <p>{d.nothingElse}</p>}
        <p>{d.accountAlsoDeletes}</p>
        <Input
          label={d.typeEmailLabel(summary.email)}
          {...typing.email}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <ActionError error={remove.error} fallback={d.deleteAccountFailed} />
      </form>
    </Modal>
  );
}
