import { type ContactDetails, contactBody, messages } from '@hoogo/core';
import { Form, FormEmailInput, FormInput, FormMessage, FormSubmit } from '@/components/ui/form';
import { FormSwitch } from '@/components/ui/form-switch';
import { typing } from '@/components/ui/input';
import { useApiForm } from '@/lib/api-form';
import { notify } from '@/lib/toast';
import { useSaveContact } from '../api/contact';

const t = messages.people;

/** The form checks what the server checks (core's contactBody), without the player key it adds. */
const contactFormSchema = contactBody.omit({ user_id: true });

/**
 * "My contact details": LinkedIn, email and company/role for this event, and whether the players who
 * linked me by my friend code may see them (off until turned on; docs/data.md).
 */
export function ContactForm({
  eventId,
  playerId,
  contact,
}: {
  eventId: string;
  playerId: string;
  contact: ContactDetails;
}) {
  const save = useSaveContact(eventId, playerId);
  const api = useApiForm({
    schema: contactFormSchema,
    defaultValues: {
      linkedin: contact.linkedin ?? '',
      email: contact.email ?? '',
      role: contact.role ?? '',
      share: contact.share,
    },
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      notify.success(t.saved);
    },
    fallback: t.saveFailed,
  });

  return (
    <Form api={api} className="flex flex-col gap-4">
      <FormInput
        name="linkedin"
        label={t.linkedinLabel}
        {...typing.url}
        placeholder={t.linkedinPlaceholder}
      />
      <FormEmailInput name="email" label={t.emailLabel} autoComplete="email" />
      <FormInput name="role" label={t.roleLabel} autoComplete="organization-title" hint={t.roleHint} />
      <FormSwitch name="share" label={t.shareLabel} />
      <FormMessage />
      <FormSubmit className="self-stretch sm:self-end">{t.save}</FormSubmit>
    </Form>
  );
}
