import { GameMasterRoute } from '@/app/game-master-route';
import { InsightsPage } from '@/features/game-master/components/insights-page';

/** /dashboard/{eventName}/insights: a game-master screen, shown to the event's hosts only. */
export function InsightsRoute() {
  return <GameMasterRoute screen={(info) => <InsightsPage info={info} />} />;
}
