import type { EventInfo } from '@hoogo/core';
import { GameMasterRoute } from '@/app/game-master-route';
import { useUpdateEvent } from '@/features/event-admin/api/update-event';
import { RemotePage } from '@/features/remote/components/remote-page';

/** /dashboard/{eventName}/remote: the hosts' remote for the big screens, shown to the event's hosts only. */
export function RemoteRoute() {
  return <GameMasterRoute screen={(info) => <RemoteScreen info={info} />} />;
}

/** The remote, with the management screen's voting switch (features never import each other). */
function RemoteScreen({ info }: { info: EventInfo }) {
  const updateEvent = useUpdateEvent(info.name);
  return (
    <RemotePage info={info} setVoting={(enabled) => updateEvent.mutateAsync({ votingEnabled: enabled })} />
  );
}
