import { GameMasterRoute } from '@/app/game-master-route';
import { RemotePage } from '@/features/remote/components/remote-page';

/** /dashboard/{eventName}/remote: the hosts' remote for the big screens, shown to the event's hosts only. */
export function RemoteRoute() {
  return <GameMasterRoute screen={(info) => <RemotePage info={info} />} />;
}
