import { messages } from '@hoogo/core';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useDeleteEvent } from '../api/delete-event';

const t = messages.eventAdmin;

/** The owner's last word before the event and everything in it is gone. */
export function DeleteEventModal({
  eventName,
  open,
  onClose,
}: {
  eventName: string;
  open: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const deleteEvent = useDeleteEvent(eventName);

  async function confirm() {
    try {
      await deleteEvent.mutateAsync();
      notify.success(messages.events.deleted);
      onClose();
      navigate('/dashboard', { replace: true });
    } catch (error) {
      notify.error(apiMessage(error, messages.events.deleteFailed));
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.deleteTitle}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
            onClick={confirm}
            isLoading={deleteEvent.isPending}
          >
            {t.deleteEvent}
          </Button>
        </>
      }
    >
      <p className="text-slate-700">{messages.events.deleteConfirm}</p>
    </Modal>
  );
}
