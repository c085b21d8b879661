import { messages } from '@hoogo/core';
import { Link } from 'react-router';
import { buttonStyles } from './ui/button';
import { Card } from './ui/card';
import { LogoMark } from './ui/logo';

/** The honest stand-in for a screen that a later release builds. */
export function ComingSoon({ screen }: { screen: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <Card className="w-full max-w-md text-center">
        <LogoMark className="mx-auto size-12" />
        <p className="mt-5 text-sm font-semibold tracking-wide text-brand-700 uppercase">{screen}</p>
        <h1 className="mt-1 text-2xl font-bold text-brand-950">{messages.app.comingSoonTitle}</h1>
        <p className="mt-3 text-slate-700">{messages.app.comingSoonText}</p>
        <Link to="/" className={buttonStyles({ variant: 'secondary', className: 'mt-6' })}>
          {messages.app.backHome}
        </Link>
      </Card>
    </main>
  );
}
