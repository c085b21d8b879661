import { messages } from '@hoogo/core';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { usePlayerCard } from '../api/get-player-card';
import { u } from '../hooks/use-venue-size';

const v = messages.venue;

/**
 * A full-screen moment of the big screen (a completion, the voting switch), announced to screen readers;
 * the board ends it after a few seconds, a click ends it sooner.
 */
export function RoomMoment({
  testId,
  padding,
  className,
  onDone,
  children,
}: {
  testId: string;
  /** In venue units (u): the space around the moment's content. */
  padding: number;
  className?: string;
  onDone: () => void;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      data-testid={testId}
      className={cn(
        'fixed inset-0 z-50 flex flex-col items-center justify-center bg-brand-950/95 text-center',
        className,
      )}
      style={{ gap: u(3), padding: u(padding) }}
      onClick={onDone}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      {children}
    </div>
  );
}

/** The voting switch announced to the room: voting opened (players vote) or closed. */
export function VotingTransition({ kind, onDone }: { kind: 'opened' | 'closed'; onDone: () => void }) {
  return (
    <RoomMoment testId="voting-transition" padding={6} onDone={onDone}>
      <p className="leading-tight font-black text-accent-300" style={{ fontSize: u(10) }}>
        {kind === 'opened' ? v.votingOpenedTitle : v.votingClosedTitle}
      </p>
      <p className="max-w-[70ch] leading-snug font-bold text-white" style={{ fontSize: u(4) }}>
        {kind === 'opened' ? v.votingOpenedText : v.votingClosedText}
      </p>
    </RoomMoment>
  );
}

/**
 * A player in the spotlight, put there from the hosts' remote (docs/decisions/0080-the-remote.md): their
 * name as the venue setting shows it (the public card's), their letters and connections.
 */
export function SpotlightMoment({
  eventId,
  eventRegisterId,
  onDone,
}: {
  eventId: string;
  eventRegisterId: string;
  onDone: () => void;
}) {
  const card = usePlayerCard(eventId, eventRegisterId);
  if (!card.data) return null;
  const letters = card.data.score.filter(Boolean).length;
  return (
    <RoomMoment testId="spotlight" padding={6} onDone={onDone}>
      <p
        className="leading-tight font-black tracking-wide text-accent-300 uppercase"
        style={{ fontSize: u(4) }}
      >
        {v.spotlight}
      </p>
      <p className="leading-tight font-black text-white" style={{ fontSize: u(11) }}>
        {card.data.user_name}
      </p>
      <p className="font-bold text-brand-100" style={{ fontSize: u(4) }}>
        {messages.leaderboard.letters(letters)} ·{' '}
        {messages.leaderboard.connectionsBadge(card.data.total_connections)}
      </p>
    </RoomMoment>
  );
}

/**
 * A photo of the board's gallery full screen, named as the gallery names it ("Ada & Grace"), put there by
 * the hosts' remote (docs/decisions/0080-the-remote.md). Only a photo the board itself shows: the venue
 * setting and the consents apply as they do to the gallery.
 */
export function PhotoSpotlight({
  image,
  caption,
  onDone,
}: {
  image: string;
  caption: string;
  onDone: () => void;
}) {
  return (
    <RoomMoment testId="photo-spotlight" padding={3} onDone={onDone}>
      <img
        src={image}
        alt={caption}
        className="min-h-0 max-w-full flex-1 rounded-3xl object-contain shadow-2xl"
        style={{ maxHeight: 'calc(100dvh - var(--u) * 18)' }}
      />
      <p className="leading-tight font-black text-white" style={{ fontSize: u(6) }}>
        {caption}
      </p>
    </RoomMoment>
  );
}
