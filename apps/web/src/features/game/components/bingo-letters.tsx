import { BINGO_LETTERS, messages } from '@hoogo/core';
import { cn } from '@/components/ui/cn';

/** B I N G O: a letter lights up and is struck through for each bingo (the score array). */
export function BingoLetters({ score }: { score: readonly boolean[] }) {
  const t = messages.play;
  return (
    <ol aria-label={t.lettersLabel} className="grid grid-cols-5 gap-1.5 sm:gap-2">
      {BINGO_LETTERS.map((letter, i) => {
        const done = score[i] === true;
        return (
          <li
            key={letter}
            aria-label={done ? t.letterDone(letter) : t.letterOpen(letter)}
            data-achieved={done}
            className={cn(
              'flex h-11 items-center justify-center rounded-xl text-2xl font-black transition-colors sm:h-12',
              done
                ? 'bg-accent-400 text-brand-950 line-through decoration-brand-900 decoration-4 shadow-sm'
                : 'bg-brand-900 text-accent-300',
            )}
          >
            {letter}
          </li>
        );
      })}
    </ol>
  );
}
