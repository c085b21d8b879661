import { type EventInfo, messages } from '@hoogo/core';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useUpdateEvent } from '../api/update-event';

const t = messages.eventAdmin;

/** One template slot (SPEC.md §3 local template state): the current address, a chosen file, or nothing. */
type TemplateState = { kind: 'current'; url: string } | { kind: 'file'; file: File; url: string } | null;

function currentTemplate(url: string | undefined): TemplateState {
  return url ? { kind: 'current', url } : null;
}

function TemplatePicker({
  label,
  hint,
  value,
  error,
  onChoose,
  onRemove,
}: {
  label: string;
  hint: string;
  value: TemplateState;
  error: string | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

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
      </div>
      <div className="flex h-40 items-center justify-center overflow-hidden rounded-xl bg-slate-100">
        {value ? (
          <img src={value.url} alt={t.templatePreviewAlt(label)} className="h-full w-full object-contain" />
        ) : (
          <span className="text-sm text-slate-500">—</span>
        )}
      </div>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={onChange}
      />
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" className="flex-1" onClick={() => inputRef.current?.click()}>
          {t.chooseImage}
        </Button>
        {value?.kind === 'file' && (
          <Button variant="ghost" size="sm" onClick={onRemove}>
            {t.remove}
          </Button>
        )}
      </div>
      <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}

/** Post and story templates, uploaded together (SPEC.md §5). */
export function UploadTemplatesModal({
  info,
  open,
  onClose,
}: {
  info: EventInfo;
  open: boolean;
  onClose: () => void;
}) {
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

function UploadTemplatesForm({ info, onDone }: { info: EventInfo; onDone: () => void }) {
  const postUrl = info.templates?.post.url ?? info.others_post;
  const storyUrl = info.templates?.story.url ?? info.others_story;
  const [post, setPost] = useState<TemplateState>(() => currentTemplate(postUrl));
  const [story, setStory] = useState<TemplateState>(() => currentTemplate(storyUrl));
  const [errors, setErrors] = useState<{ post: string | null; story: string | null; form: string | null }>({
    post: null,
    story: null,
    form: null,
  });
  const updateEvent = useUpdateEvent(info.name);

  // Object URLs hold the chosen file in memory until revoked.
  useEffect(() => {
    const url = post?.kind === 'file' ? post.url : null;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [post]);
  useEffect(() => {
    const url = story?.kind === 'file' ? story.url : null;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [story]);

  function choose(slot: 'post' | 'story', file: File) {
    if (!file.type.startsWith('image/')) {
      setErrors((e) => ({ ...e, [slot]: messages.validation.fileNotImage }));
      return;
    }
    setErrors((e) => ({ ...e, [slot]: null, form: null }));
    const next: TemplateState = { kind: 'file', file, url: URL.createObjectURL(file) };
    if (slot === 'post') setPost(next);
    else setStory(next);
  }

  async function submit() {
    if (post?.kind !== 'file' || story?.kind !== 'file') {
      setErrors((e) => ({ ...e, form: messages.validation.templatesBoth }));
      return;
    }
    setErrors({ post: null, story: null, form: null });
    try {
      await updateEvent.mutateAsync({ templates: { post: post.file, story: story.file } });
      notify.success(messages.events.templatesUploaded);
      onDone();
    } catch (error) {
      notify.error(apiMessage(error, t.updateFailed));
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TemplatePicker
          label={t.postTemplate}
          hint={t.postTemplateHint}
          value={post}
          error={errors.post}
          onChoose={(file) => choose('post', file)}
          onRemove={() => setPost(currentTemplate(postUrl))}
        />
        <TemplatePicker
          label={t.storyTemplate}
          hint={t.storyTemplateHint}
          value={story}
          error={errors.story}
          onChoose={(file) => choose('story', file)}
          onRemove={() => setStory(currentTemplate(storyUrl))}
        />
      </div>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {errors.form}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={`/${info.name}/preview/templates`} className={buttonStyles({ variant: 'secondary' })}>
          {t.previewTemplates}
        </Link>
        <Button onClick={submit} isLoading={updateEvent.isPending}>
          {t.submit}
        </Button>
      </div>
    </div>
  );
}
