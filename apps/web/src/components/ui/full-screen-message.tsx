import type { ReactNode } from 'react';
import { LogoMark } from './logo';

/** A whole-screen notice: the app cannot go on (storage) or the page does not exist. */
export function FullScreenMessage({
  title,
  text,
  action,
  code,
}: {
  title: string;
  text: string;
  action?: ReactNode;
  code?: string;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-brand-50 to-white px-6 py-16">
      <div className="flex max-w-md flex-col items-center text-center">
        <LogoMark className="size-14" />
        {code && (
          <p className="mt-6 text-6xl font-black tracking-tight text-brand-200" aria-hidden="true">
            {code}
          </p>
        )}
        <h1 className="mt-4 text-2xl font-bold text-brand-950 sm:text-3xl">{title}</h1>
        <p className="mt-3 text-base text-slate-700">{text}</p>
        {action && <div className="mt-8">{action}</div>}
      </div>
    </main>
  );
}
