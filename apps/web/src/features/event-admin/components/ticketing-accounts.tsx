import { type AttendeeList, isHttpUrl, messages } from '@hoogo/core';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Trash2 from 'lucide-react/icons/trash-2';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Form, FormInput, FormMessage, FormSubmit } from '@/components/ui/form';
import { FormError } from '@/components/ui/form-error';
import { typing } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useApiForm } from '@/lib/api-form';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useAttendeeLists } from '../api/get-attendee-lists';
import { usePretixAccount } from '../api/get-pretix-account';
import { useRemoveAttendeeList } from '../api/remove-attendee-list';
import { useRemovePretixAccount } from '../api/remove-pretix-account';
import { useSavePretixAccount } from '../api/save-pretix-account';
import { useUploadAttendeeList } from '../api/upload-attendee-list';

const t = messages.ticketing;

export type AccountPanel = 'pretix' | 'csv';

/**
 * What the organiser can do to have events to connect: upload a CSV attendee list (any platform, so
 * first) or connect a pretix account. `leading` when the dialog has nothing to connect yet: it then
 * opens the dialog, with `hint` under its lead, instead of following the event choice.
 */
export function TicketingAccounts({
  leading = false,
  hint,
  open,
  onToggle,
  onListUploaded,
}: {
  leading?: boolean;
  hint?: ReactNode;
  open: AccountPanel | null;
  onToggle: (panel: AccountPanel) => void;
  onListUploaded: (list: AttendeeList) => void;
}) {
  const pretix = usePretixAccount();
  const lists = useAttendeeLists();
  return (
    <section
      aria-labelledby="ticketing-accounts-title"
      className={cn('flex flex-col gap-3', !leading && 'border-t border-slate-200 pt-5')}
    >
      <div className="flex flex-col gap-2">
        <h3 id="ticketing-accounts-title" className={cn('font-bold text-slate-900', leading && 'text-lg')}>
          {t.accountsTitle}
        </h3>
        <p className="text-sm text-slate-700">{t.accountsLead}</p>
        {hint}
      </div>
      <Disclosure
        title={t.csvTitle}
        status={lists.data ? (lists.data.length > 0 ? t.listsCount(lists.data.length) : t.notSetUp) : null}
        open={open === 'csv'}
        onToggle={() => onToggle('csv')}
      >
        <AttendeeListsPanel lists={lists} onUploaded={onListUploaded} />
      </Disclosure>
      <Disclosure
        title={t.pretixTitle}
        status={pretix.data ? t.setUp : pretix.isSuccess ? t.notSetUp : null}
        open={open === 'pretix'}
        onToggle={() => onToggle('pretix')}
      >
        <PretixAccountPanel account={pretix} />
      </Disclosure>
    </section>
  );
}

function Disclosure({
  id,
  title,
  status,
  open,
  onToggle,
  children,
}: {
  id?: string;
  title: string;
  status: string | null;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const autoId = useId();
  const panelId = id ?? autoId;
  return (
    <div className="rounded-2xl border border-slate-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl px-4 py-2 text-start hover:bg-slate-50"
      >
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="flex shrink-0 items-center gap-2 text-sm whitespace-nowrap text-slate-600">
          {status}
          <ChevronDown className={cn('size-5 shrink-0 transition-transform', open && 'rotate-180')} />
        </span>
      </button>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 px-4 pt-3 pb-4">
        {children}
      </div>
    </div>
  );
}

function Loading() {
  return (
    <div className="flex justify-center py-3 text-brand-700">
      <Spinner />
    </div>
  );
}

const pretixSchema = z.object({
  base_url: z
    .string()
    .trim()
    .refine(isHttpUrl, { error: () => t.pretixUrlInvalid }),
  organizer: z
    .string()
    .trim()
    .min(1, { error: () => t.pretixOrganizerEmpty }),
  api_token: z
    .string()
    .trim()
    .min(1, { error: () => t.pretixTokenEmpty }),
});

function PretixAccountPanel({ account }: { account: ReturnType<typeof usePretixAccount> }) {
  const removeAccount = useRemovePretixAccount();
  const [removeError, setRemoveError] = useState<string | null>(null);

  if (account.isPending) return <Loading />;
  if (account.isError)
    return <FormError message={apiMessage(account.error, messages.network.somethingWrong)} />;
  if (!account.data) return <PretixForm />;

  async function remove() {
    setRemoveError(null);
    try {
      notify.success((await removeAccount.mutateAsync()) ?? t.pretixRemove);
    } catch (error) {
      setRemoveError(apiMessage(error, t.pretixRemoveFailed));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm [overflow-wrap:anywhere] text-slate-800">
        {t.pretixConnectedTo(account.data.organizer, account.data.base_url)}
      </p>
      <FormError message={removeError} />
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={remove}
        isLoading={removeAccount.isPending}
      >
        {t.pretixRemove}
      </Button>
    </div>
  );
}

function PretixForm() {
  const saveAccount = useSavePretixAccount();
  const api = useApiForm({
    schema: pretixSchema,
    defaultValues: { base_url: '', organizer: '', api_token: '' },
    onSubmit: async (values) => notify.success((await saveAccount.mutateAsync(values)) ?? t.pretixSave),
    fallback: t.pretixSaveFailed,
  });

  return (
    <Form api={api} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t.pretixLead}</p>
      <FormInput
        name="base_url"
        label={t.pretixUrlLabel}
        {...typing.url}
        placeholder={t.pretixUrlPlaceholder}
      />
      <FormInput
        name="organizer"
        label={t.pretixOrganizerLabel}
        {...typing.verbatim}
        hint={t.pretixOrganizerHint}
      />
      <FormInput
        name="api_token"
        label={t.pretixTokenLabel}
        type="password"
        // A token for another service: never offered to or saved by the password manager.
        autoComplete="off"
        spellCheck={false}
        hint={t.pretixTokenHint}
      />
      <FormMessage />
      <FormSubmit className="self-start">{t.pretixSave}</FormSubmit>
    </Form>
  );
}

const csvSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => t.csvNameEmpty })
    .max(120),
  file: z
    .custom<File>((value) => value instanceof File, { error: () => t.csvChooseFile })
    .refine((file) => /\.csv$/i.test(file.name) || file.type === 'text/csv', { error: () => t.csvNotCsv }),
});

function AttendeeListsPanel({
  lists,
  onUploaded,
}: {
  lists: ReturnType<typeof useAttendeeLists>;
  onUploaded: (list: AttendeeList) => void;
}) {
  const removeList = useRemoveAttendeeList();
  const [removeError, setRemoveError] = useState<string | null>(null);

  async function remove(list: AttendeeList) {
    setRemoveError(null);
    try {
      notify.success((await removeList.mutateAsync(list.event_id)) ?? t.csvRemove(list.event_name));
    } catch (error) {
      setRemoveError(apiMessage(error, t.csvRemoveFailed));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t.csvLead}</p>
      {lists.isPending && <Loading />}
      {lists.isError && <FormError message={apiMessage(lists.error, messages.network.somethingWrong)} />}
      {lists.data && lists.data.length === 0 && <p className="text-sm text-slate-600">{t.csvNoLists}</p>}
      {lists.data && lists.data.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
          {lists.data.map((list) => (
            <li key={list.event_id} className="flex items-center justify-between gap-3 py-2 pe-1 ps-3">
              <div className="min-w-0">
                <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{list.event_name}</p>
                <p className="text-xs text-slate-600">{t.csvSummary(list.attendees, list.checked_in)}</p>
              </div>
              <button
                type="button"
                aria-label={t.csvRemove(list.event_name)}
                disabled={removeList.isPending}
                onClick={() => remove(list)}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
              >
                <Trash2 className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormError message={removeError} />
      <AttendeeListForm onUploaded={onUploaded} />
    </div>
  );
}

function AttendeeListForm({ onUploaded }: { onUploaded: (list: AttendeeList) => void }) {
  const upload = useUploadAttendeeList();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const api = useApiForm({
    schema: csvSchema,
    defaultValues: { name: '', file: undefined as unknown as File },
    onSubmit: async (values) => {
      const { list, message } = await upload.mutateAsync(values);
      notify.success(message ?? t.csvUpload);
      api.form.reset();
      if (fileInput.current) fileInput.current.value = '';
      onUploaded(list);
    },
    fallback: t.csvUploadFailed,
  });
  const { control } = api.form;

  return (
    <Form api={api} className="flex flex-col gap-4">
      <FormInput name="name" label={t.csvNameLabel} autoComplete="off" placeholder={t.csvNamePlaceholder} />
      <Controller
        control={control}
        name="file"
        render={({ field, fieldState }) => (
          <Field label={t.csvFileLabel} error={fieldState.error?.message}>
            {(fieldControl) => (
              <input
                {...fieldControl}
                ref={(element) => {
                  fileInput.current = element;
                  field.ref(element);
                }}
                name={field.name}
                type="file"
                accept=".csv,text/csv"
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.files?.[0] ?? undefined)}
                className={cn(
                  'w-full rounded-xl border border-dashed border-slate-300 bg-white p-2 text-sm text-slate-700',
                  'file:me-3 file:min-h-9 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800',
                  fieldState.error && 'border-red-600',
                )}
              />
            )}
          </Field>
        )}
      />
      <FormMessage />
      <FormSubmit className="self-start">{t.csvUpload}</FormSubmit>
    </Form>
  );
}
