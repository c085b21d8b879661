import { useParams } from 'react-router';
import { LeaderboardPage } from '@/features/leaderboard/components/leaderboard-page';

export function LeaderboardRoute() {
  const { eventName = '' } = useParams();
  return <LeaderboardPage key={eventName} eventName={eventName} />;
}
