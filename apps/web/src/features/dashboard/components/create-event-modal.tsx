import { eventNameSchema, messages } from '@hoogo/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { apiMessage, applyApiError } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useCreateEvent } from '../api/create-event';

const createEventFormSchema = z.object({ name: eventNameSchema });
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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(createEventFormSchema), defaultValues: { name: '' } });

  const onSubmit = handleSubmit(async ({ name }) => {
    setFormError(null);
    try {
      const created = await createEvent.mutateAsync({ name });
      notify.success(messages.events.created);
      navigate(`/dashboard/${created.event_name}`);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['name'], messages.events.createFailed));
      notify.error(apiMessage(error, messages.events.createFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Input
        label={t.eventNameLabel}
        placeholder={t.eventNamePlaceholder}
        autoComplete="off"
        hint={messages.validation.eventNameHint}
        error={errors.name?.message}
        {...register('name')}
      />
      <FormError message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {t.createSubmit}
        </Button>
      </div>
    </form>
  );
}
