import { BINGO_LETTERS, messages } from '@hoogo/core';
import { cn } from '@/components/ui/cn';

const SAMPLE_GRID = ['AMRJS', 'KTELD', 'NOPAM', 'SCHIV', 'LEDRT'];
/** Connected cells of the sample card: the full diagonal (one bingo) and a few more. */
const CONNECTED = new Set(['0-0', '1-1', '2-2', '3-3', '4-4', '0-3', '2-0', '3-4', '4-1']);
const WINNING = new Set(['0-0', '1-1', '2-2', '3-3', '4-4']);
const AVATAR_COLOURS = ['bg-coral-500', 'bg-brand-500', 'bg-emerald-600', 'bg-sky-600', 'bg-pink-500'];

/** A sample Hoogo card drawn with CSS: B I N G O over a 5x5 grid with some connected cells. */
export function BingoIllustration({ className }: { className?: string }) {
  return (
    <figure
      aria-label={messages.landing.illustrationLabel}
      className={cn('relative mx-auto w-full max-w-sm rotate-1 sm:max-w-md', className)}
    >
      <div
        className="absolute -inset-4 -z-10 rounded-[2.5rem] bg-accent-400/30 blur-2xl"
        aria-hidden="true"
      />
      <div className="rounded-3xl bg-white p-4 shadow-2xl ring-1 ring-black/5 sm:p-5">
        <div className="grid grid-cols-5 gap-2" aria-hidden="true">
          {BINGO_LETTERS.map((letter, i) => (
            <span
              key={letter}
              className={cn(
                'flex aspect-square items-center justify-center rounded-xl text-xl font-black sm:text-2xl',
                i === 0
                  ? 'bg-accent-400 text-brand-950 line-through decoration-2'
                  : 'bg-brand-900 text-white',
              )}
            >
              {letter}
            </span>
          ))}
          {SAMPLE_GRID.flatMap((row, r) =>
            [...row].map((letter, c) => {
              const key = `${r}-${c}`;
              const connected = CONNECTED.has(key);
              return (
                <span
                  key={key}
                  className={cn(
                    'relative flex aspect-square items-center justify-center rounded-xl border text-lg font-bold sm:text-xl',
                    connected ? 'border-transparent' : 'border-slate-200 bg-slate-50 text-slate-400',
                    WINNING.has(key) && 'ring-2 ring-accent-400 ring-offset-1',
                  )}
                >
                  {connected ? (
                    <span
                      className={cn(
                        'flex size-full items-center justify-center rounded-xl text-white',
                        AVATAR_COLOURS[(r + c) % AVATAR_COLOURS.length],
                      )}
                    >
                      {letter}
                    </span>
                  ) : (
                    letter
                  )}
                </span>
              );
            }),
          )}
        </div>
      </div>
      <div
        className="absolute -end-3 -bottom-5 rotate-[-6deg] rounded-2xl bg-brand-950 px-4 py-2 text-sm font-bold text-accent-300 shadow-xl sm:-end-6"
        aria-hidden="true"
      >
        B · I · N · G · O!
      </div>
    </figure>
  );
}
