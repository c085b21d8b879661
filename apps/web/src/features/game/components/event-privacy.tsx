import { type EventInfo, messages } from '@hoogo/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { pagePath } from '@/app/paths';

const t = messages.eventPrivacy;

type PrivacySettings = Pick<EventInfo, 'venue_privacy' | 'selfie_retention_days'>;

/** The event's own privacy settings as sentences: what the venue shows, consent, how long selfies stay. */
export function privacySentences(info: PrivacySettings): string[] {
  const sentences: string[] = [t.venue[info.venue_privacy]];
  // Selfies reach others only in the full mode; the reduced modes show none at all.
  if (info.venue_privacy === 'full') sentences.push(t.consent);
  sentences.push(t.retention(info.selfie_retention_days));
  return sentences;
}

/**
 * Said when the attendee joins (the first visit's rules dialog): what the venue's big screen shows of
 * them under this event's privacy mode, and the way to the event's privacy notice (docs/data.md).
 */
export function JoinPrivacy({ eventName, info }: { eventName: string; info: PrivacySettings }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-5 flex flex-col gap-2 border-t border-slate-200 pt-4">
      <h3 id={titleId} className="text-base font-bold text-brand-950">
        {t.title}
      </h3>
      <ul className="flex list-disc flex-col gap-1 ps-5 text-sm text-slate-700">
        {privacySentences(info).map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <Link
        to={pagePath.privacy(eventName)}
        className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {t.noticeLink}
      </Link>
    </section>
  );
}

/** The event's privacy notice (/{eventName}/privacy): public, from the event's own settings. */
export function EventPrivacyNotice({
  eventName,
  info,
}: {
  eventName: string;
  info: PrivacySettings & { name: string };
}) {
  return (
    <article className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <Link
        to={pagePath.play(eventName)}
        className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        {t.back}
      </Link>
      <h1 className="text-2xl font-extrabold break-words text-brand-950 sm:text-3xl">
        {t.pageTitle(info.name)}
      </h1>
      <p className="text-slate-700">{t.pageLead}</p>
      <ul className="flex list-disc flex-col gap-2 ps-5 text-slate-800">
        {[...privacySentences(info), t.hosts, t.leave].map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </article>
  );
}
