import { GameMasterRoute } from '@/app/game-master-route';
import { ActivityPage } from '@/features/game-master/components/activity-page';

/** /dashboard/{eventName}/activity: a game-master screen, shown to the event's hosts only. */
export function ActivityRoute() {
  return <GameMasterRoute screen={(info) => <ActivityPage info={info} />} />;
}
