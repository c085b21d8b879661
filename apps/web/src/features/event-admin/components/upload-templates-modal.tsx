import { type EventInfo, messages } from '@hoogo/core';
import { type ChangeEvent, type RefCallback, useEffect, useId, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CardPreview } from '@/components/card-preview';
import { Button } from '@/components/ui/button';
import { Form, FormMessage, FormSubmit } from '@/components/ui/form';
import { ConfirmModal, Modal, type ModalOpenProps } from '@/components/ui/modal';
import { useApiForm } from '@/lib/api-form';
import { type CardKind, cardSizes, gridPlacements } from '@/lib/card-canvas';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useRestoreDefaultTemplates } from '../api/restore-default-templates';
import { useUpdateEvent } from '../api/update-event';

const t = messages.eventAdmin;

/** One template slot: the current address, a chosen file, or nothing. */
type TemplateState = { kind: 'current'; url: string } | { kind: 'file'; file: File; url: string } | null;

function revokeObjectUrl(url: string | null) {
  if (url) URL.revokeObjectURL(url);
}

function currentTemplate(url: string | undefined): TemplateState {
  return url ? { kind: 'current', url } : null;
}

function TemplatePicker({
  kind,
  label,
  hint,
  value,
  error,
  inputRef,
  onChoose,
  onRemove,
}: {
  /** The card the slot is for: its size, and the square where the card draws the grid (lib/card-canvas.ts). */
  kind: CardKind;
  label: string;
  hint: string;
  value: TemplateState;
  error: string | undefined;
  inputRef: RefCallback<HTMLInputElement>;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const cardSize = cardSizes[kind];
  const grid = gridPlacements[kind];
  /** The shown image's own size, read when it loads: a size other than the card's is warned about. */
  const [shown, setShown] = useState<{ url: string; width: number; height: number } | null>(null);
  const size = shown && shown.url === value?.url ? shown : null;
  const offSize = size && (size.width !== cardSize.width || size.height !== cardSize.height);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChoose(file);
  }

  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-slate-200 p-4">
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
        <p id={`${id}-area`} className="text-sm text-slate-600">
          {t.templateGridArea(grid.x, grid.y, grid.size)}
        </p>
      </div>
      <div className="flex h-40 items-center justify-center overflow-hidden rounded-xl bg-slate-100">
        {value ? (
          <img
            src={value.url}
            alt={t.templatePreviewAlt(label)}
            className="h-full w-full object-contain"
            onLoad={(event) =>
              setShown({
                url: value.url,
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              })
            }
          />
        ) : (
          <span className="text-sm text-slate-500">—</span>
        )}
      </div>
      <input
        ref={(element) => {
          input.current = element;
          inputRef(element);
        }}
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-area ${offSize ? `${id}-size ` : ''}${id}-error`}
        onChange={onChange}
      />
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" className="flex-1" onClick={() => input.current?.click()}>
          {t.chooseImage}
        </Button>
        {value?.kind === 'file' && (
          <Button variant="ghost" size="sm" onClick={onRemove}>
            {t.remove}
          </Button>
        )}
      </div>
      <p id={`${id}-size`} aria-live="polite" className="text-sm font-medium text-amber-800 empty:hidden">
        {size && offSize ? t.templateSizeWarning(size.width, size.height, cardSize) : ''}
      </p>
      <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}

/** Post and story templates, uploaded together. */
export function UploadTemplatesModal({ info, open, onClose }: { info: EventInfo } & ModalOpenProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.templatesTitle}
      description={t.templatesDescription}
      size="lg"
    >
      <UploadTemplatesForm info={info} onDone={onClose} />
    </Modal>
  );
}

const templateSlot = z.custom<TemplateState>();
const templatesSchema = z.object({ post: templateSlot, story: templateSlot });
type Slot = CardKind;

function UploadTemplatesForm({ info, onDone }: { info: EventInfo; onDone: () => void }) {
  const postUrl = info.templates?.post.url ?? info.others_post;
  const storyUrl = info.templates?.story.url ?? info.others_story;
  const custom = info.templates?.custom ?? false;
  const updateEvent = useUpdateEvent(info.name);
  const restoreDefaults = useRestoreDefaultTemplates(info.name);
  const [previewing, setPreviewing] = useState(false);
  const [confirmingDefaults, setConfirmingDefaults] = useState(false);
  const api = useApiForm({
    schema: templatesSchema,
    defaultValues: { post: currentTemplate(postUrl), story: currentTemplate(storyUrl) },
    onSubmit: async ({ post, story }) => {
      if (post?.kind !== 'file' || story?.kind !== 'file') {
        api.setFormError(messages.validation.templatesBoth);
        return;
      }
      await updateEvent.mutateAsync({ templates: { post: post.file, story: story.file } });
      notify.success(messages.events.templatesUploaded);
      onDone();
    },
    fallback: t.updateFailed,
    serverFields: { post_template: 'post', story_template: 'story' },
  });
  const { control, setError } = api.form;
  const [post, story] = useWatch({ control, name: ['post', 'story'] });

  // Object URLs hold the chosen file in memory until revoked: when the choice changes or the modal closes.
  // Keyed by the address, not the slot's object, which the form copies whenever another field changes.
  const postObjectUrl = post?.kind === 'file' ? post.url : null;
  const storyObjectUrl = story?.kind === 'file' ? story.url : null;
  useEffect(() => () => revokeObjectUrl(postObjectUrl), [postObjectUrl]);
  useEffect(() => () => revokeObjectUrl(storyObjectUrl), [storyObjectUrl]);

  async function applyDefaults() {
    try {
      const restored = await restoreDefaults.mutateAsync();
      api.form.reset({
        post: currentTemplate(restored.templates?.post.url ?? restored.others_post),
        story: currentTemplate(restored.templates?.story.url ?? restored.others_story),
      });
      notify.success(messages.events.templatesRestored);
    } catch (error) {
      api.setFormError(apiMessage(error, t.updateFailed));
    }
    setConfirmingDefaults(false);
  }

  function slot(name: Slot, label: string, hint: string, current: string | undefined) {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <TemplatePicker
            kind={name}
            label={label}
            hint={hint}
            value={field.value}
            error={fieldState.error?.message}
            inputRef={field.ref}
            onChoose={(file) => {
              if (!file.type.startsWith('image/')) {
                setError(name, { type: 'validate', message: messages.validation.fileNotImage });
                return;
              }
              field.onChange({ kind: 'file', file, url: URL.createObjectURL(file) });
            }}
            onRemove={() => field.onChange(currentTemplate(current))}
          />
        )}
      />
    );
  }

  return (
    <Form api={api} className="flex flex-col gap-5">
      {/* Previewing hides the pickers instead of leaving them, so the images chosen stay chosen. */}
      <div hidden={previewing} className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {slot('post', t.postTemplate, t.postTemplateHint, postUrl)}
          {slot('story', t.storyTemplate, t.storyTemplateHint, storyUrl)}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
          {custom ? (
            <Button variant="ghost" size="sm" onClick={() => setConfirmingDefaults(true)}>
              {t.useDefaultTemplates}
            </Button>
          ) : (
            <p>{t.defaultTemplatesInUse}</p>
          )}
        </div>
      </div>
      {previewing && (
        <section aria-label={t.previewTemplates} className="flex flex-col gap-4">
          <p className="text-sm text-slate-600">{t.previewChosenLead}</p>
          <div className="grid items-start gap-6 sm:grid-cols-2">
            <CardPreview kind="story" templateUrl={story?.url ?? storyUrl ?? ''} matrix={info.matrix} />
            <CardPreview kind="post" templateUrl={post?.url ?? postUrl ?? ''} matrix={info.matrix} />
          </div>
        </section>
      )}
      <FormMessage />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setPreviewing((open) => !open)}>
          {previewing ? t.backToTemplates : t.previewTemplates}
        </Button>
        <FormSubmit>{t.submit}</FormSubmit>
      </div>
      <ConfirmModal
        open={confirmingDefaults}
        onClose={() => setConfirmingDefaults(false)}
        title={t.defaultTemplatesTitle}
        cancelLabel={t.cancel}
        confirmLabel={t.useDefaultTemplates}
        onConfirm={applyDefaults}
        isLoading={restoreDefaults.isPending}
      >
        <p className="text-slate-700">{t.defaultTemplatesConfirm}</p>
      </ConfirmModal>
    </Form>
  );
}
