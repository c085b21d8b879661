import { GameMasterRoute } from '@/app/game-master-route';
import { ResultsPage } from '@/features/game-master/components/results-page';

/** /dashboard/{eventName}/results: a game-master screen, shown to the event's hosts only. */
export function ResultsRoute() {
  return <GameMasterRoute screen={(info) => <ResultsPage info={info} />} />;
}
