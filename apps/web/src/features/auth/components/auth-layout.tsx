import { BINGO_LETTERS, messages } from '@hoogo/core';
import type { ReactNode } from 'react';
import { NavbarPage } from '@/components/layouts/navbar-page';
import { Card } from '@/components/ui/card';

/**
 * The sign-in page: the app bar over its gradient, and a brand panel beside the form on wide screens, the
 * form alone on phones.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <NavbarPage column="full" className="bg-gradient-to-b from-brand-50 via-slate-50 to-white">
      <div className="mx-auto grid w-full max-w-6xl flex-1 content-start items-start gap-10 px-4 py-6 sm:px-6 sm:py-12 lg:grid-cols-2 lg:content-center lg:items-center lg:gap-16">
        <aside className="hidden flex-col gap-6 lg:flex" aria-hidden="true">
          <div className="flex gap-2">
            {BINGO_LETTERS.map((letter, i) => (
              <span
                key={letter}
                className={
                  i % 2 === 0
                    ? 'flex size-14 items-center justify-center rounded-2xl bg-brand-800 text-2xl font-black text-white shadow-lg'
                    : 'flex size-14 items-center justify-center rounded-2xl bg-accent-400 text-2xl font-black text-brand-950 shadow-lg'
                }
              >
                {letter}
              </span>
            ))}
          </div>
          <p className="max-w-md text-4xl leading-tight font-extrabold tracking-tight text-brand-950">
            {messages.landing.headline}
          </p>
          <p className="max-w-md text-lg text-slate-700">{messages.landing.lead}</p>
        </aside>
        <Card className="mx-auto w-full max-w-md">{children}</Card>
      </div>
    </NavbarPage>
  );
}
