import { messages } from '@hoogo/core';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmModal } from '@/components/ui/modal';
import { useDeleteEvent } from '@/lib/delete-event';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';

const t = messages.demo;

/** "Delete demo" on a demo's dashboard card, after the usual confirmation. */
export function DeleteDemoButton({ eventName, className }: { eventName: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const deleteDemo = useDeleteEvent(eventName);

  async function confirm() {
    try {
      await deleteDemo.mutateAsync();
      notify.success(t.deleted);
      setOpen(false);
    } catch (error) {
      notify.error(apiMessage(error, messages.events.deleteFailed));
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className={className}
        onClick={() => setOpen(true)}
        aria-label={`${t.deleteDemo} ${eventName}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t.deleteDemo}
      </Button>
      <ConfirmModal
        open={open}
        onClose={() => setOpen(false)}
        title={t.deleteTitle}
        cancelLabel={messages.dashboard.cancel}
        confirmLabel={t.deleteDemo}
        onConfirm={confirm}
        isLoading={deleteDemo.isPending}
        destructive
      >
        <p className="text-slate-700">{t.deleteText}</p>
      </ConfirmModal>
    </>
  );
}
