import { messages, newEventNameSchema } from '@hoogo/core';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { pagePath } from '@/app/paths';
import { FormEventNameInput } from '@/components/event-name-input';
import { Form, FormActions, FormMessage } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { useApiForm } from '@/lib/api-form';
import { notify } from '@/lib/toast';
import { useCreateEvent } from '../api/create-event';

const createEventFormSchema = z.object({ name: newEventNameSchema });
const t = messages.dashboard;

/** Asks for the new event's name; on success the organiser goes on to manage it. */
export function CreateEventModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={t.createTitle} description={t.createDescription}>
      <CreateEventForm onCancel={onClose} />
    </Modal>
  );
}

function CreateEventForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const createEvent = useCreateEvent();
  const api = useApiForm({
    schema: createEventFormSchema,
    defaultValues: { name: '' },
    onSubmit: async ({ name }) => {
      const created = await createEvent.mutateAsync({ name });
      notify.success(messages.events.created);
      navigate(pagePath.eventAdmin(created.event_name));
    },
    fallback: messages.events.createFailed,
  });

  return (
    <Form api={api} className="flex flex-col gap-5">
      <FormEventNameInput placeholder={t.eventNamePlaceholder} enterKeyHint="done" />
      <FormMessage />
      <FormActions cancelLabel={t.cancel} onCancel={onCancel} submitLabel={t.createSubmit} />
    </Form>
  );
}
