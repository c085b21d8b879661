import { type GridCell, messages } from '@hoogo/core';
import { formatTime } from '@/lib/format';
import { ConnectionPhoto } from './cell-photo';

const t = messages.play;

/** A filled cell of the player's own grid, opened: the selfie large, the name, the description, the time. */
export function ConnectionView({ cell }: { cell: GridCell }) {
  const time = formatTime(cell.connected_at);
  const name = cell.connected_name ?? '';
  return (
    <div className="flex flex-col gap-3">
      {cell.image ? (
        <img
          src={cell.image}
          alt={t.photoOf(name)}
          className="mx-auto max-h-[60dvh] w-full rounded-2xl bg-slate-100 object-contain"
        />
      ) : (
        // Deleted by the event's retention or a host's purge (docs/data.md): the connection stays.
        <div className="mx-auto w-full max-w-xs">
          <ConnectionPhoto src={null} name={name} />
        </div>
      )}
      {cell.user_name && cell.user_name !== name && (
        <p className="text-sm text-slate-600">{t.linkedPlayer(cell.user_name)}</p>
      )}
      {cell.liner && <p className="break-words text-slate-800">{cell.liner}</p>}
      {time && <p className="text-sm text-slate-600">{t.connectedAt(time)}</p>}
    </div>
  );
}
