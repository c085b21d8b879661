import type { CompletedPlayer } from '@hoogo/core';
import { MAX_VOTES_PER_PLAYER, messages, StatusCode, VOTING_CLOSED_TOAST_DURATION_MS } from '@hoogo/core';
import { Navigate, useNavigate } from 'react-router';
import { pagePath } from '@/app/paths';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { HomeLink } from '@/components/ui/home-link';
import { ErrorCallout, LoadFailure, NetworkError, refetchFailed } from '@/components/ui/network-error';
import { PersonPhoto } from '@/components/ui/photo';
import { LoadingLine } from '@/components/ui/spinner';
import { useScheduleClock } from '@/hooks/use-schedule-clock';
import { ApiError } from '@/lib/api-client';
import { useEventInfo } from '@/lib/event-info';
import { apiMessage } from '@/lib/form-errors';
import { isRetryable } from '@/lib/react-query';
import { notify } from '@/lib/toast';
import { useCompletedPlayers } from '../api/get-completed-players';
import { opensAsPlayer, usePlayerId } from '../api/register-player';
import { useVote } from '../api/vote';
import { useLiveVotingFlag } from '../hooks/use-live-voting-flag';
import { useSetVotingFlag } from '../hooks/use-set-voting-flag';
import { AnnouncementBanner } from './announcement-banner';
import { ScheduleNotice } from './schedule-notice';

const t = messages.votingPage;
/** The voting page counts down to voting's own times only. */
const VOTING_TIMES = ['votingOpens', 'votingCloses'] as const;
const v = messages.voting;

type VoteState = 'vote' | 'voted' | 'limit' | 'disabled';

/** Which of the four states a row's button is in. */
export function voteState(player: CompletedPlayer, votesCast: number, votingEnabled: boolean): VoteState {
  if (!votingEnabled) return 'disabled';
  if (player.voted) return 'voted';
  if (votesCast >= MAX_VOTES_PER_PLAYER) return 'limit';
  return 'vote';
}

/** Read when shown: the labels speak the language of the moment. */
const labels = (): Record<VoteState, string> => ({
  vote: v.vote,
  voted: v.votedButton,
  limit: v.limitReached,
  disabled: v.disabled,
});

/** The voting page (/{eventName}/voting): completed players connected to me, up to 2 votes. */
export function VotingPage({ eventName }: { eventName: string }) {
  const navigate = useNavigate();
  const event = useEventInfo(eventName);
  const eventId = event.data?.id;
  // A host who has not joined is sent to the player page's preview rather than registered by looking.
  const asHostPreview = event.data !== undefined && !opensAsPlayer(event.data);
  const playerId = usePlayerId(
    event.data && !asHostPreview ? { id: event.data.id, name: event.data.name } : undefined,
  );
  const players = useCompletedPlayers(eventId, playerId.data);
  const castVote = useVote(eventId ?? '', playerId.data ?? '');
  const setVotingFlag = useSetVotingFlag(eventName, eventId);
  const status = useLiveVotingFlag(eventName, eventId);
  const clock = useScheduleClock(status?.schedule, VOTING_TIMES);

  const votingEnabled = event.data?.voting_enabled ?? false;
  const list = players.data ?? [];
  const votesCast = list.filter((p) => p.voted).length;

  async function onVote(player: CompletedPlayer) {
    try {
      await castVote.mutateAsync(player.event_register_id);
      notify.success(v.voted);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === StatusCode.VotingState) {
        notify.error(v.closed, VOTING_CLOSED_TOAST_DURATION_MS);
        setVotingFlag(false);
        navigate(pagePath.play(eventName), { replace: true });
        return;
      }
      notify.error(apiMessage(error, v.voteFailed));
    }
  }

  if (asHostPreview) return <Navigate to={pagePath.play(eventName)} replace />;

  const error = event.error ?? playerId.error;
  const loading = !error && (event.isPending || playerId.isPending || players.isPending);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-5">
      {eventId && <AnnouncementBanner eventId={eventId} announcements={status?.announcements} />}
      <div className="flex flex-col gap-1">
        <BackLink to={pagePath.play(eventName)}>{t.back}</BackLink>
        <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">{t.title}</h1>
        {event.data && <p className="text-sm font-medium text-brand-700">{event.data.name}</p>}
        <p className="text-sm text-slate-600">{t.lead}</p>
      </div>
      <ScheduleNotice clock={{ moment: clock.moment, connectionsClosed: false }} />

      {error && isRetryable(error) && <NetworkError error={error} onRetry={refetchFailed(event, playerId)} />}
      {error && !isRetryable(error) && (
        <ErrorCallout>{apiMessage(error, messages.events.infoFailed)}</ErrorCallout>
      )}
      {event.error && !isRetryable(event.error) && <HomeLink className="self-start" />}
      {loading && <LoadingLine text={t.loading} />}
      {players.isError && (
        <LoadFailure error={players.error} fallback={v.completedFailed} onRetry={() => players.refetch()} />
      )}

      {players.data && (
        <>
          <p className="text-sm font-semibold text-slate-700">
            {t.votesCast(votesCast, MAX_VOTES_PER_PLAYER)}
          </p>
          {list.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-center text-slate-700 shadow-sm">{v.empty}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {list.map((player) => {
                const state = voteState(player, votesCast, votingEnabled);
                const busy = castVote.isPending && castVote.variables === player.event_register_id;
                return (
                  <li
                    key={player.event_register_id}
                    className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
                  >
                    {/* The selfie the voter took with this player, or their initial without one. */}
                    <PersonPhoto
                      photo={player}
                      name={player.user_name}
                      className="size-12 rounded-full text-lg"
                    />
                    <span className="min-w-0 flex-1 font-semibold break-words text-slate-900 [overflow-wrap:anywhere]">
                      {player.user_name}
                    </span>
                    <Button
                      size="sm"
                      variant={state === 'vote' ? 'accent' : state === 'voted' ? 'primary' : 'secondary'}
                      disabled={state !== 'vote' || castVote.isPending}
                      isLoading={busy}
                      aria-label={state === 'vote' ? v.voteFor(player.user_name) : undefined}
                      onClick={() => onVote(player)}
                      className="max-w-[45%] shrink-0 text-center"
                    >
                      {labels()[state]}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
