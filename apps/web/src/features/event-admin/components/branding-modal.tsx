import { type EventInfo, messages } from '@hoogo/core';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { BrandBand } from '@/components/brand-band';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Modal, type ModalOpenProps } from '@/components/ui/modal';
import { Switch } from '@/components/ui/switch';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useUpdateBranding } from '../api/update-branding';

const b = messages.branding;

/** The accent offered when a host turns the accent on for the first time (the product's violet). */
const DEFAULT_ACCENT = '#4f46e5';

/** The logo as the form holds it: the event's own, one just chosen, or none. */
type LogoChoice =
  | { kind: 'current'; url: string; width: number; height: number }
  | { kind: 'file'; file: File; url: string }
  | null;

/** The big screen's logo and accent colour (docs/decisions/0084-the-boards-branding.md), with a preview of the band. */
export function BrandingModal({ info, open, onClose }: { info: EventInfo } & ModalOpenProps) {
  return (
    <Modal open={open} onClose={onClose} title={b.title} description={b.description}>
      <BrandingForm info={info} onDone={onClose} />
    </Modal>
  );
}

function BrandingForm({ info, onDone }: { info: EventInfo; onDone: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const current = info.branding;
  const [logo, setLogo] = useState<LogoChoice>(current.logo && { kind: 'current', ...current.logo });
  const [accentOn, setAccentOn] = useState(current.accent_color !== null);
  const [accent, setAccent] = useState(current.accent_color ?? DEFAULT_ACCENT);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateBranding(info.name);

  // The chosen file's address holds it in memory until revoked: when the choice changes or the form closes.
  const objectUrl = logo?.kind === 'file' ? logo.url : null;
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setLogoError(messages.validation.fileNotImage);
      return;
    }
    setLogoError(null);
    setLogo({ kind: 'file', file, url: URL.createObjectURL(file) });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const accentColor = accentOn ? accent : null;
    try {
      await save.mutateAsync({
        logo: logo?.kind === 'file' ? logo.file : logo === null && current.logo ? 'remove' : undefined,
        accentColor,
      });
      notify.success(b.saved);
      onDone();
    } catch (failure) {
      setError(apiMessage(failure, messages.eventAdmin.updateFailed));
    }
  }

  const preview = {
    logo: logo && {
      url: logo.url,
      width: logo.kind === 'current' ? logo.width : 0,
      height: logo.kind === 'current' ? logo.height : 0,
    },
    accent_color: accentOn ? accent : null,
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
      <section aria-labelledby={`${id}-preview`} className="flex flex-col gap-2">
        <h3 id={`${id}-preview`} className="text-sm font-semibold text-slate-800">
          {b.preview}
        </h3>
        <div className="rounded-2xl bg-brand-950 p-3 text-white">
          <BrandBand branding={preview} eventName={info.name} logoHeight="3rem">
            <p className="min-w-0 truncate text-2xl font-black">{info.name}</p>
          </BrandBand>
        </div>
      </section>

      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-logo`} className="text-sm font-medium text-slate-800">
          {b.logo}
        </label>
        <p id={`${id}-logo-hint`} className="text-sm text-slate-600">
          {b.logoHint}
        </p>
        <input
          ref={input}
          id={`${id}-logo`}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          aria-invalid={logoError ? true : undefined}
          aria-describedby={`${id}-logo-hint ${id}-logo-error`}
          onChange={onChoose}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
            {b.chooseLogo}
          </Button>
          {logo && (
            <Button variant="ghost" size="sm" onClick={() => setLogo(null)}>
              {b.removeLogo}
            </Button>
          )}
        </div>
        <p
          id={`${id}-logo-error`}
          aria-live="polite"
          className="text-sm font-medium text-red-700 empty:hidden"
        >
          {logoError}
        </p>
      </div>

      <div className="flex flex-col gap-3">
        <Switch label={b.useAccent} hint={b.accentHint} checked={accentOn} onChange={setAccentOn} />
        {accentOn && (
          <div className="flex items-center gap-3">
            <input
              id={`${id}-accent`}
              type="color"
              value={accent}
              onChange={(event) => setAccent(event.target.value)}
              className="h-11 w-16 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
            />
            <label htmlFor={`${id}-accent`} className="text-sm font-medium text-slate-800">
              {b.accent}{' '}
              <span dir="ltr" className="font-mono text-slate-600">
                {accent}
              </span>
            </label>
          </div>
        )}
      </div>

      <FormError message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {messages.eventAdmin.cancel}
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {b.save}
        </Button>
      </div>
    </form>
  );
}
