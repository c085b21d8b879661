import { type EventInfo, messages, socialMediaTemplateSchema } from '@hoogo/core';
import { Form, FormActions, FormMessage, FormTextarea } from '@/components/ui/form';
import { Modal, type ModalOpenProps } from '@/components/ui/modal';
import { useApiForm } from '@/lib/api-form';
import { notify } from '@/lib/toast';
import { useUpdateEvent } from '../api/update-event';

const t = messages.eventAdmin;

/** The default text of a player's LinkedIn post about their card. */
export function LinkedinContentModal({ info, open, onClose }: { info: EventInfo } & ModalOpenProps) {
  return (
    <Modal open={open} onClose={onClose} title={t.linkedinTitle} description={t.linkedinDescription}>
      <LinkedinContentForm info={info} onDone={onClose} />
    </Modal>
  );
}

function LinkedinContentForm({ info, onDone }: { info: EventInfo; onDone: () => void }) {
  const updateEvent = useUpdateEvent(info.name);
  const api = useApiForm({
    schema: socialMediaTemplateSchema,
    defaultValues: { linkedin: { content: info.social_media_template?.linkedin?.content ?? '' } },
    onSubmit: async (socialMediaTemplate) => {
      await updateEvent.mutateAsync({ socialMediaTemplate });
      notify.success(messages.events.contentUpdated);
      onDone();
    },
    fallback: t.updateFailed,
    serverFields: { social_media_template: 'linkedin.content' },
  });

  return (
    <Form api={api} className="flex flex-col gap-5">
      <FormTextarea
        name="linkedin.content"
        label={t.linkedinLabel}
        rows={8}
        placeholder={t.linkedinPlaceholder}
      />
      <FormMessage />
      <FormActions cancelLabel={t.cancel} onCancel={onDone} submitLabel={t.confirmUpdating} />
    </Form>
  );
}
