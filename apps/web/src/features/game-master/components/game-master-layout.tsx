import { type EventInfo, messages } from '@hoogo/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type GameMasterPage, pagePath } from '@/app/paths';
import { BackLink } from '@/components/ui/back-link';
import { cn } from '@/components/ui/cn';

const t = messages.gameMaster;

/** Read when shown: the labels speak the language of the moment. */
const pages = (): { page: GameMasterPage; label: string; title: (eventName: string) => string }[] => [
  {
    page: 'activity',
    label: t.activityLink,
    title: t.activityTitle,
  },
  {
    page: 'results',
    label: t.resultsLink,
    title: t.resultsTitle,
  },
  {
    page: 'insights',
    label: t.insightsLink,
    title: t.insightsTitle,
  },
];

/** The frame of the three game-master pages: the way back, the page's title, and the links between them. */
export function GameMasterLayout({
  info,
  page,
  lead,
  actions,
  children,
}: {
  info: EventInfo;
  page: GameMasterPage;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <div className="print:hidden">
        <BackLink to={pagePath.eventAdmin(info.name)}>{t.back}</BackLink>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold text-brand-950 sm:text-3xl">
            {pages()
              .find((item) => item.page === page)
              ?.title(info.name)}
          </h1>
          {lead && <p className="mt-1 text-slate-600">{lead}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2 print:hidden">{actions}</div>}
      </div>
      <nav aria-label={t.tabsLabel} className="print:hidden">
        <ul className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1">
          {pages().map((item) => (
            <li key={item.page} className="flex-1">
              <Link
                to={pagePath.gameMaster(info.name, item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold transition-colors',
                  item.page === page
                    ? 'bg-white text-brand-900 shadow-sm'
                    : 'text-slate-700 hover:bg-white/60 hover:text-brand-900',
                )}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
