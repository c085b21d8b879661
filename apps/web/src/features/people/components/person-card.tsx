import { messages, type PersonMet } from '@hoogo/core';
import Briefcase from 'lucide-react/icons/briefcase';
import ExternalLink from 'lucide-react/icons/external-link';
import Mail from 'lucide-react/icons/mail';
import { PersonPhoto } from '@/components/ui/photo';
import { formatDate } from '@/lib/format';

const t = messages.people;

/** When the two met, as the reader's locale writes it: "Nov 26, 2026, 3:41 PM". */
export function metTime(iso: string): string {
  return formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

const linkStyle =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-1 font-semibold text-brand-700 underline-offset-4 hover:underline [overflow-wrap:anywhere]';

/** One person met: photo, name, the linked player, the line, when, the letter, and what they shared. */
export function PersonCard({ person }: { person: PersonMet }) {
  const linked = person.linked_player;
  const contact = linked?.contact ?? null;
  const name = person.connected_name;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        {/* The selfie the player took, or the person's initial on a tile. */}
        <PersonPhoto photo={person} name={name} label={t.noPhoto} className="size-20 rounded-2xl text-3xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 className="text-lg font-bold break-words text-slate-900 [overflow-wrap:anywhere]">{name}</h3>
          {linked && (
            <p className="text-sm break-words text-brand-800 [overflow-wrap:anywhere]">
              {t.linkedAs(linked.user_name)}
            </p>
          )}
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
            <span className="rounded-md bg-accent-100 px-1.5 font-bold text-brand-950">
              {t.letter(person.letter)}
            </span>
            <time dateTime={person.connected_at}>{t.metAtTime(metTime(person.connected_at))}</time>
          </p>
        </div>
      </div>
      <p className="break-words text-slate-800 [overflow-wrap:anywhere]">{person.liner}</p>
      {contact && (
        <section
          aria-label={t.sharedContact}
          className="flex flex-col gap-0.5 rounded-xl bg-brand-50 px-3 py-2 text-sm"
        >
          <h4 className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{t.sharedContact}</h4>
          {contact.email && (
            <a href={`mailto:${contact.email}`} className={linkStyle}>
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {/* Whose address, for a screen reader; the name heard still holds the text seen. */}
              <span className="sr-only">{t.emailLink(name)}: </span>
              {contact.email}
            </a>
          )}
          {contact.linkedin && (
            <a href={contact.linkedin} target="_blank" rel="noopener noreferrer" className={linkStyle}>
              <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t.linkedinLink(name)}: </span>
              {contact.linkedin.replace(/^https:\/\/(www\.)?/, '')}
            </a>
          )}
          {contact.role && (
            <p className="flex min-h-11 items-center gap-2 px-1 break-words text-slate-800 [overflow-wrap:anywhere]">
              <Briefcase className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              {contact.role}
            </p>
          )}
        </section>
      )}
    </li>
  );
}
