import { messages } from '@hoogo/core';
import { useNavigate } from 'react-router';
import { pagePath } from '@/app/paths';
import { ConfirmModal, type ModalOpenProps } from '@/components/ui/modal';
import { useDeleteEvent } from '@/lib/delete-event';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';

const t = messages.eventAdmin;

/** The owner's last word before the event and everything in it is gone. */
export function DeleteEventModal({
  eventName,
  demo = false,
  open,
  onClose,
}: { eventName: string; demo?: boolean } & ModalOpenProps) {
  const navigate = useNavigate();
  const deleteEvent = useDeleteEvent(eventName);

  async function confirm() {
    try {
      await deleteEvent.mutateAsync();
      notify.success(demo ? messages.demo.deleted : messages.events.deleted);
      onClose();
      navigate(pagePath.dashboard(), { replace: true });
    } catch (error) {
      notify.error(apiMessage(error, messages.events.deleteFailed));
    }
  }

  return (
    <ConfirmModal
      open={open}
      onClose={onClose}
      title={demo ? messages.demo.deleteTitle : t.deleteTitle}
      cancelLabel={t.cancel}
      confirmLabel={demo ? messages.demo.deleteDemo : t.deleteEvent}
      onConfirm={confirm}
      isLoading={deleteEvent.isPending}
      destructive
    >
      <p className="text-slate-700">{demo ? messages.demo.deleteText : messages.events.deleteConfirm}</p>
    </ConfirmModal>
  );
}
