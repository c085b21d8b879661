import { messages } from '@hoogo/core';
import { ConfirmModal } from '@/components/ui/modal';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { type PlayerAction, useModeratePlayer } from '../api/moderate-player';

const t = messages.gameMaster;

export interface PlayerToModerate {
  eventRegisterId: string;
  name: string;
  action: PlayerAction;
}

/** What the dialog asks about `player`: removing them, or restoring them. */
export function toModerate(
  player: { event_register_id: string; user_name: string },
  action: PlayerAction,
): PlayerToModerate {
  return { eventRegisterId: player.event_register_id, name: player.user_name, action };
}

/** Asks before removing a player from the game (saying what it does) or restoring one, then does it. */
export function PlayerModerationModal({
  eventId,
  target,
  onClose,
}: {
  eventId: string;
  target: PlayerToModerate | null;
  onClose: () => void;
}) {
  const moderate = useModeratePlayer(eventId);
  const removing = target?.action === 'remove';

  async function confirm() {
    if (!target) return;
    try {
      await moderate.mutateAsync({ playerId: target.eventRegisterId, action: target.action });
      notify.success(removing ? t.removed : t.restored);
      onClose();
    } catch (error) {
      notify.error(apiMessage(error, removing ? t.removeFailed : t.restoreFailed));
    }
  }

  const points = removing ? t.removePoints : t.restorePoints;
  return (
    <ConfirmModal
      open={target !== null}
      onClose={onClose}
      title={target ? (removing ? t.removeTitle(target.name) : t.restoreTitle(target.name)) : ''}
      cancelLabel={t.cancel}
      confirmLabel={removing ? t.removePlayer : t.restorePlayer}
      onConfirm={confirm}
      isLoading={moderate.isPending}
      destructive={removing}
    >
      <ul className="flex list-disc flex-col gap-2 ps-5 text-slate-700">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </ConfirmModal>
  );
}
