import { addHostBody, type Host, messages } from '@hoogo/core';
import Trash2 from 'lucide-react/icons/trash-2';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormActions, FormEmailInput, FormMessage } from '@/components/ui/form';
import { ConfirmModal, Modal, type ModalOpenProps } from '@/components/ui/modal';
import { NetworkError } from '@/components/ui/network-error';
import { PanelHeader, panelStyles } from '@/components/ui/panel';
import { useApiForm } from '@/lib/api-form';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useAddHost } from '../api/add-host';
import { useHosts } from '../api/get-hosts';
import { useRemoveHost } from '../api/remove-host';

const t = messages.hostAdmin;
const c = messages.organiserControls;

function StatusRow({ children }: { children: string }) {
  return (
    <tr>
      <td colSpan={4} className="px-4 py-6 text-center text-slate-600">
        {children}
      </td>
    </tr>
  );
}

/** An invitation shows Invited until its person accepts it: they are no host before. */
const roleOf = (host: Host) => (host.invited ? 'invited' : host.role === 'Owner' ? 'owner' : 'admin');
const badge = 'rounded-full px-2.5 py-1 text-xs font-semibold';
const roleStyles = {
  owner: `${badge} bg-brand-100 text-brand-800`,
  admin: `${badge} bg-slate-100 text-slate-700`,
  invited: `${badge} border border-dashed border-slate-300 text-slate-600`,
};
/** Read when shown: the labels speak the language of the moment. */
const roleLabels = () => ({
  owner: t.owner,
  admin: t.admin,
  invited: t.invited,
});

function HostRow({
  host,
  canRemove,
  onRemove,
  removing,
}: {
  host: Host;
  canRemove: boolean;
  onRemove: () => void;
  removing: boolean;
}) {
  return (
    <tr className="border-t border-slate-100">
      <td className="px-4 py-3 [overflow-wrap:anywhere]">
        <span className="font-medium text-slate-900">{host.name || '-'}</span>
        <span className="mt-0.5 block text-xs text-slate-600 sm:hidden">{host.email}</span>
      </td>
      <td className="hidden px-4 py-3 [overflow-wrap:anywhere] text-slate-700 sm:table-cell">{host.email}</td>
      <td className="px-4 py-3">
        <span className={roleStyles[roleOf(host)]}>{roleLabels()[roleOf(host)]}</span>
      </td>
      <td className="px-2 py-2 text-end">
        {canRemove && host.role === 'Admin' && (
          <button
            type="button"
            onClick={onRemove}
            disabled={removing}
            aria-label={t.removeAdmin(host.email)}
            className="inline-flex size-10 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
          >
            <Trash2 className="size-5" />
          </button>
        )}
      </td>
    </tr>
  );
}

/**
 * The hosts of the event: owner first, admins after, then the invitations waiting (Invited), with
 * inviting admins and removing them (an invitation's bin withdraws it). Only the owner may remove an
 * admin or withdraw an invitation (the server refuses anyone else): an admin sees no bin.
 */
export function HostManagement({ eventName, canRemove }: { eventName: string; canRemove: boolean }) {
  const titleId = useId();
  const hosts = useHosts(eventName);
  const removeHost = useRemoveHost(eventName);
  const [adding, setAdding] = useState(false);
  // Removing an admin is asked once more: one stray tap on the bin would lock a colleague out.
  const [removing, setRemoving] = useState<Host | null>(null);

  async function remove(host: Host) {
    try {
      await removeHost.mutateAsync(host.id);
      notify.success(messages.hosts.removed);
      setRemoving(null);
    } catch (error) {
      notify.error(apiMessage(error, messages.hosts.removeFailed));
    }
  }

  let body: ReactNode;
  if (hosts.isPending) body = <StatusRow>{messages.hosts.loading}</StatusRow>;
  else if (hosts.isError)
    body = (
      <tr>
        <td colSpan={4}>
          <NetworkError
            error={hosts.error}
            answeredText={messages.hosts.fetchFailed}
            onRetry={() => hosts.refetch()}
            className="py-6"
          />
        </td>
      </tr>
    );
  else if (hosts.data.hosts.length === 0) body = <StatusRow>{messages.hosts.empty}</StatusRow>;
  else
    body = hosts.data.hosts.map((host) => (
      <HostRow
        key={host.id}
        host={host}
        canRemove={canRemove}
        onRemove={() => setRemoving(host)}
        removing={removeHost.isPending && removeHost.variables === host.id}
      />
    ));

  return (
    <section aria-labelledby={titleId} className={panelStyles}>
      <PanelHeader
        titleId={titleId}
        title={t.title}
        lead={t.lead}
        action={
          <Button size="sm" onClick={() => setAdding(true)}>
            {t.addHost}
          </Button>
        }
        className="p-5 pb-3"
      />
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {t.name}
              </th>
              <th scope="col" className="hidden px-4 py-2.5 font-semibold sm:table-cell">
                {t.email}
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {t.role}
              </th>
              <th scope="col" className="px-2 py-2.5">
                <span className="sr-only">{t.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody aria-live="polite">{body}</tbody>
        </table>
      </div>
      <AddHostModal eventName={eventName} open={adding} onClose={() => setAdding(false)} />
      <ConfirmModal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={c.removeAdminTitle}
        cancelLabel={t.cancel}
        confirmLabel={c.removeAdminConfirm}
        onConfirm={() => removing && remove(removing)}
        isLoading={removeHost.isPending}
        destructive
      >
        <p className="[overflow-wrap:anywhere] text-slate-700">
          {removing && c.removeAdminText(removing.email)}
        </p>
      </ConfirmModal>
    </section>
  );
}

function AddHostModal({ eventName, open, onClose }: { eventName: string } & ModalOpenProps) {
  return (
    <Modal open={open} onClose={onClose} title={t.addTitle} description={t.addDescription}>
      <AddHostForm eventName={eventName} onDone={onClose} />
    </Modal>
  );
}

function AddHostForm({ eventName, onDone }: { eventName: string; onDone: () => void }) {
  const addHost = useAddHost(eventName);
  const api = useApiForm({
    schema: addHostBody,
    defaultValues: { email: '' },
    onSubmit: async ({ email }) => {
      await addHost.mutateAsync(email);
      notify.success(messages.hosts.added);
      onDone();
    },
    fallback: messages.hosts.addFailed,
  });

  return (
    <Form api={api} className="flex flex-col gap-5">
      <FormEmailInput
        name="email"
        label={t.emailLabel}
        // Another person's address: the organiser's own saved email would be the wrong suggestion.
        autoComplete="off"
        enterKeyHint="done"
        placeholder={t.emailPlaceholder}
      />
      <FormMessage />
      <FormActions cancelLabel={t.cancel} onCancel={onDone} submitLabel={t.addAdmin} />
    </Form>
  );
}
