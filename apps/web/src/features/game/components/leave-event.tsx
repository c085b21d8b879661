import { messages } from '@hoogo/core';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pagePath } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { ActionError } from '@/components/ui/form-error';
import { ConfirmModal } from '@/components/ui/modal';
import { storage } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { useLeaveEvent } from '../api/leave-event';

const d = messages.dataDeletion;

/**
 * "Leave this event and delete my data" (docs/data.md): a quiet button at the bottom of the player page,
 * and a confirmation that says what is deleted. On success the phone forgets the player and goes to the
 * games they play (the dashboard's Participated tab, signed in) or home, never to the organiser's tab.
 */
export function LeaveEvent({ event, userId }: { event: { id: string; name: string }; userId: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { mutation: leave, forget } = useLeaveEvent(event, userId);

  function confirm() {
    leave.mutate(undefined, {
      onSuccess: async () => {
        // The key goes first, so that nothing on this page can use it again; the caches after the page.
        storage.setEventUserId(event.id, null);
        setOpen(false);
        notify.success(d.left);
        // An attendee, not an organiser: the dashboard opens on the events they play.
        if (storage.get('accessToken')) storage.set('eventType', 'participated');
        await navigate(storage.get('accessToken') ? pagePath.dashboard() : pagePath.landing(), {
          replace: true,
        });
        setTimeout(() => void forget(), 0);
      },
    });
  }

  return (
    <div className="text-center">
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={() => {
          leave.reset();
          setOpen(true);
        }}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {d.leaveAction}
      </Button>
      <ConfirmModal
        open={open}
        onClose={() => setOpen(false)}
        title={d.leaveTitle}
        cancelLabel={d.cancel}
        confirmLabel={leave.isPending ? d.leaving : d.leaveConfirm}
        onConfirm={confirm}
        isLoading={leave.isPending}
        destructive
      >
        <div className="flex flex-col gap-3 text-sm text-slate-700">
          <p className="font-medium text-slate-900">{d.leaveLead}</p>
          <ul className="list-disc space-y-1 ps-5">
            {d.leaveDeletes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>{d.leaveKeeps}</p>
          <ActionError error={leave.error} fallback={d.leaveFailed} />
        </div>
      </ConfirmModal>
    </div>
  );
}
