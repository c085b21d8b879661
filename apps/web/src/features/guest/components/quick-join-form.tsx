import { messages } from '@hoogo/core';
import { useNavigate } from 'react-router';
import { pagePath } from '@/app/paths';
import { Form, FormInput, FormMessage, FormSubmit } from '@/components/ui/form';
import { typing } from '@/components/ui/input';
import { useApiForm } from '@/lib/api-form';
import { notify } from '@/lib/toast';
import { useQuickJoin } from '../api/quick-join';

const t = messages.guest;

/**
 * "Join with just your name" on the event link's sign-in screen, for events with quick join on: a guest
 * account is made for this phone and the player page opens at once (docs/decisions/0055-quick-join.md).
 */
export function QuickJoinForm({ eventName }: { eventName: string }) {
  const navigate = useNavigate();
  const join = useQuickJoin(eventName);
  const api = useApiForm({
    schema: () => import('./schemas').then((schemas) => schemas.quickJoinBody),
    defaultValues: { name: '' },
    onSubmit: async ({ name }) => {
      const { registration } = await join.mutateAsync(name);
      notify.success(t.joined(registration.event_name));
      navigate(pagePath.play(registration.event_name), { replace: true });
    },
  });

  return (
    <section aria-labelledby="quick-join-title" className="flex flex-col gap-4">
      <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t.or}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <header>
        <h2 id="quick-join-title" className="text-lg font-semibold text-brand-950">
          {t.joinTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.joinLead}</p>
      </header>
      <Form api={api} className="flex flex-col gap-4">
        <FormInput
          name="name"
          label={t.nameLabel}
          placeholder={t.namePlaceholder}
          {...typing.personName}
          enterKeyHint="go"
        />
        <FormMessage />
        <FormSubmit size="lg" variant="secondary">
          {t.join}
        </FormSubmit>
      </Form>
      <p className="text-sm text-slate-600">{t.bigScreenNotice}</p>
    </section>
  );
}
