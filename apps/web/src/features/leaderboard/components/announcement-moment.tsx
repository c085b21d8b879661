import { ANNOUNCEMENT_SCREEN_MS, type Announcement, messages } from '@hoogo/core';
import { Megaphone } from 'lucide-react';
import { useEffect } from 'react';
import { u } from '../hooks/use-venue-size';
import { RoomMoment } from './room-moment';

/**
 * A host's announcement over the board (docs/decisions/0082-announcements.md): large enough for the back
 * of the room, for ANNOUNCEMENT_SCREEN_MS from the moment the screen heard it, then the board again; a
 * click ends it sooner, and a withdrawn one leaves at once (the screen socket says so).
 */
export function AnnouncementMoment({
  announcement,
  onDone,
}: {
  announcement: Announcement;
  onDone: () => void;
}) {
  useEffect(() => {
    const timer = setTimeout(onDone, ANNOUNCEMENT_SCREEN_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  // The longest text (200 characters) still fits the screen's width in a few lines.
  const size = announcement.text.length > 120 ? 6 : announcement.text.length > 60 ? 7.5 : 9;
  return (
    <RoomMoment testId="announcement" padding={6} onDone={onDone}>
      <p
        className="flex items-center leading-tight font-black tracking-wide text-accent-300 uppercase"
        style={{ fontSize: u(4), gap: u(1.5) }}
      >
        <Megaphone aria-hidden="true" style={{ width: u(5), height: u(5) }} />
        {messages.announcements.screenHeading}
      </p>
      <p
        className="max-w-[30ch] leading-tight font-black break-words text-white [overflow-wrap:anywhere]"
        style={{ fontSize: u(size) }}
      >
        {announcement.text}
      </p>
    </RoomMoment>
  );
}
