import { EVENT_NAME_CARD_CUT, type HostInvitation, messages, truncate } from '@hoogo/core';
import { Button } from '@/components/ui/button';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { type InvitationAnswer, useAnswerHostInvitation } from '../api/answer-host-invitation';
import { useHostInvitations } from '../api/get-host-invitations';
import { formatEventDate } from './event-card';

const t = messages.dashboard;

/** Accepting first, as the main button; declining beside it. */
/** Read when shown: the labels speak the language of the moment. */
const choices = () =>
  [
    {
      choice: 'accept',
      variant: 'primary',
      label: t.accept,
      ariaLabel: t.acceptLabel,
    },
    {
      choice: 'decline',
      variant: 'secondary',
      label: t.decline,
      ariaLabel: t.declineLabel,
    },
  ] as const;

function InvitationRow({ invitation }: { invitation: HostInvitation }) {
  const answer = useAnswerHostInvitation();
  const name = invitation.event_name;
  const date = formatEventDate(invitation.invited_at);

  async function send(choice: InvitationAnswer) {
    try {
      await answer.mutateAsync({ invitationId: invitation.invitation_id, answer: choice });
      notify.success(
        choice === 'accept' ? messages.hosts.invitationAccepted(name) : messages.hosts.invitationDeclined,
      );
    } catch (error) {
      notify.error(apiMessage(error, messages.hosts.invitationFailed));
    }
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-accent-200 bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900" title={name}>
          {truncate(name, EVENT_NAME_CARD_CUT)}
        </p>
        {date && <p className="text-sm text-slate-600">{t.invitedOn(date)}</p>}
      </div>
      <div className="flex gap-2">
        {choices().map(({ choice, variant, label, ariaLabel }) => (
          <Button
            key={choice}
            size="sm"
            variant={variant}
            onClick={() => send(choice)}
            disabled={answer.isPending}
            aria-label={ariaLabel(name)}
          >
            {label}
          </Button>
        ))}
      </div>
    </li>
  );
}

/**
 * The invitations to co-host waiting for the signed-in account: it becomes an admin of an event only by
 * accepting here (docs/decisions/0059-hosts-by-invitation.md). Nothing shows while there are none.
 */
export function HostInvitations() {
  const invitations = useHostInvitations();
  if (!invitations.data?.length) return null;
  return (
    <section aria-labelledby="host-invitations-title" className="mt-6 rounded-2xl bg-accent-100/60 p-5">
      <h2 id="host-invitations-title" className="text-lg font-bold text-slate-900">
        {t.invitationsTitle}
      </h2>
      <p className="text-sm text-slate-700">{t.invitationsLead}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {invitations.data.map((invitation) => (
          <InvitationRow key={invitation.invitation_id} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}
