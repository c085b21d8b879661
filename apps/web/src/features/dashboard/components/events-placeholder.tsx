import { messages } from '@hoogo/core';
import { Card } from '@/components/ui/card';

/** Stands where the Organized / Participated event lists arrive in the next release. */
export function EventsPlaceholder() {
  const t = messages.dashboard;
  return (
    <section aria-labelledby="events-title" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 id="events-title" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
        {t.title}
      </h1>
      <Card className="mt-6 flex flex-col items-center gap-4 border-dashed py-14 text-center">
        <div className="grid grid-cols-5 gap-1.5" aria-hidden="true">
          {Array.from({ length: 10 }, (_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative pattern
              key={i}
              className={i % 3 === 0 ? 'size-5 rounded-md bg-accent-400' : 'size-5 rounded-md bg-brand-100'}
            />
          ))}
        </div>
        <h2 className="text-xl font-semibold text-brand-950">{t.placeholderTitle}</h2>
        <p className="max-w-md text-slate-600">{t.placeholderText}</p>
      </Card>
    </section>
  );
}
