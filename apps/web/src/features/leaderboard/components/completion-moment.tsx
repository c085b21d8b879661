import { messages } from '@hoogo/core';
import { BingoConfetti } from '@/components/bingo-confetti';
import { usePlayerCard } from '../api/get-player-card';
import type { BoardPlayer } from '../hooks/use-live-leaderboard';
import { prefersReducedMotion, u } from '../hooks/use-venue-size';
import { RoomMoment } from './room-moment';

const t = messages.leaderboard;
const v = messages.venue;

/**
 * The room's moment when a player completes the card: full screen, the finisher's name and a collage of
 * the selfies of their connections, with confetti (none under prefers-reduced-motion). The board shows
 * it for a few seconds (COMPLETION_MOMENT_MS); a click ends it sooner.
 */
export function CompletionMoment({
  eventId,
  player,
  onDone,
}: {
  eventId: string;
  player: BoardPlayer | null;
  onDone: () => void;
}) {
  const card = usePlayerCard(eventId, player?.event_register_id);
  if (!player) return null;
  const selfies = (card.data?.answer ?? [])
    .flat()
    .filter((cell): cell is NonNullable<typeof cell> & { image: string } => Boolean(cell?.image));
  return (
    <RoomMoment testId="completion-moment" padding={4} className="text-white" onDone={onDone}>
      {!prefersReducedMotion() && <BingoConfetti key={player.event_register_id} onDone={() => {}} />}
      <p className="font-black tracking-wide text-accent-300 uppercase" style={{ fontSize: u(4) }}>
        {t.congratulationsTitle}
      </p>
      <p className="max-w-full leading-tight font-black break-words" style={{ fontSize: u(8) }}>
        {t.congratulationsText(player.user_name)}
      </p>
      {selfies.length > 0 && (
        <ul
          aria-label={v.collageLabel(player.user_name)}
          data-testid="completion-collage"
          className="grid grid-cols-5"
          style={{ gap: u(0.8), width: `min(${u(60)}, 90vw)` }}
        >
          {selfies.map((cell) => (
            <li
              key={`${cell.x}-${cell.y}`}
              className="aspect-square overflow-hidden rounded-xl ring-2 ring-accent-300/70"
            >
              <img src={cell.image} alt={cell.connected_name ?? ''} className="size-full object-cover" />
            </li>
          ))}
        </ul>
      )}
    </RoomMoment>
  );
}
