import { BINGO_LETTERS, GRID_SIZE, type LeaderboardPlayer, messages } from '@hoogo/core';
import { BingoConfetti } from '@/components/bingo-confetti';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { usePlayerCard } from '../api/get-player-card';

const t = messages.leaderboard;

function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

/** Congratulations for the player who just lit the fifth letter: their bingo answers, with confetti. */
export function CongratulationsModal({
  eventId,
  player,
  onClose,
}: {
  eventId: string;
  player: LeaderboardPlayer | null;
  onClose: () => void;
}) {
  const card = usePlayerCard(eventId, player?.event_register_id);
  const answer = card.data?.answer;
  return (
    <>
      {player && <BingoConfetti key={player.event_register_id} onDone={() => {}} />}
      <Modal
        open={player !== null}
        onClose={onClose}
        title={t.congratulationsTitle}
        description={player ? t.congratulationsText(player.user_name) : undefined}
        footer={<Button onClick={onClose}>{t.close}</Button>}
      >
        {!answer ? (
          <div className="flex flex-col items-center gap-3 py-8 text-brand-800">
            <Spinner size="lg" decorative />
            <p role="status">{t.congratulationsLoading}</p>
          </div>
        ) : (
          <div className="mx-auto flex w-full max-w-sm flex-col gap-1.5" data-testid="bingo-answers">
            <div className="grid grid-cols-5 gap-1.5" aria-hidden="true">
              {BINGO_LETTERS.map((letter) => (
                <span
                  key={letter}
                  className="flex h-9 items-center justify-center rounded-lg bg-accent-400 text-lg font-black text-brand-950"
                >
                  {letter}
                </span>
              ))}
            </div>
            <ul className="grid grid-cols-5 gap-1.5">
              {Array.from({ length: GRID_SIZE }, (_, x) =>
                Array.from({ length: GRID_SIZE }, (_, y) => {
                  const cell = answer[x]?.[y];
                  const name = cell?.connected_name ?? '';
                  return (
                    <li
                      // biome-ignore lint/suspicious/noArrayIndexKey: grid cells are positions
                      key={`${x}-${y}`}
                      className="relative aspect-square overflow-hidden rounded-lg bg-brand-100"
                    >
                      {cell?.image && <img src={cell.image} alt={name} className="size-full object-cover" />}
                      {name && (
                        <span className="absolute inset-x-0 bottom-0 truncate bg-brand-950/75 px-0.5 text-center text-[0.65rem] font-semibold text-white">
                          {firstName(name)}
                        </span>
                      )}
                    </li>
                  );
                }),
              )}
            </ul>
          </div>
        )}
      </Modal>
    </>
  );
}
