import {
  CONNECTIONS_TO_UNLOCK_CARD,
  GRID_SIZE,
  isGridComplete,
  MAX_BINGOS,
  messages,
  trueLetters,
  type UserMatrix,
} from '@hoogo/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BingoConfetti } from '@/components/bingo-confetti';
import { RulesModal } from '@/components/rules-modal';
import { Button, buttonStyles } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { apiMessage } from '@/lib/form-errors';
import { storage } from '@/lib/storage';
import { useGameEvent } from '../api/get-game-event';
import { useUserMatrix } from '../api/get-user-matrix';
import { usePlayerId } from '../api/register-player';
import { useLiveVotingFlag } from '../hooks/use-live-voting-flag';
import { useSetVotingFlag } from '../hooks/use-set-voting-flag';
import { BingoLetters } from './bingo-letters';
import { CompletionBanner } from './completion-banner';
import { type ActiveCell, ConnectionForm } from './connection-form';
import { FriendCodeQr } from './friend-code-qr';
import { PlayerGrid } from './player-grid';

const t = messages.play;

/**
 * The friend code shows whenever the event uses codes. SPEC.md §2 shows it only while voting runs, but
 * players must read out their code to the people they meet before voting starts (docs/decisions.md).
 */
export function showsFriendCode(matrix: Pick<UserMatrix, 'code_digits' | 'user_code'>) {
  return Boolean(matrix.code_digits && matrix.user_code);
}

function hasGrid(question: unknown): question is string[][] {
  return Array.isArray(question) && question.length === GRID_SIZE;
}

/** The player bingo page (/{eventName}/): registration, grid, connection form, card block and rules. */
export function PlayPage({ eventName }: { eventName: string }) {
  const event = useGameEvent(eventName);
  const eventId = event.data?.id;
  const playerId = usePlayerId(event.data ? { id: event.data.id, name: event.data.name } : undefined);
  const matrix = useUserMatrix(eventId, playerId.data ? { userId: playerId.data } : undefined);
  const setVotingFlag = useSetVotingFlag(eventName, eventId);
  useLiveVotingFlag(eventName, eventId);

  const [rulesOpen, setRulesOpen] = useState(false);
  const [activeCell, setActiveCell] = useState<ActiveCell | null>(null);
  const [votingNoticeOpen, setVotingNoticeOpen] = useState(false);
  const [confetti, setConfetti] = useState(false);

  // The rules pop up on the first visit to an event on this device.
  useEffect(() => {
    if (eventId && !storage.getEventFlag('rulesSeen', eventId)) setRulesOpen(true);
  }, [eventId]);

  // Confetti once per completion: when the fifth letter lights up, or on the first visit after it did.
  const completed = matrix.data ? trueLetters(matrix.data.score ?? []) >= MAX_BINGOS : false;
  useEffect(() => {
    if (eventId && completed && !storage.getEventFlag('bingoCelebrated', eventId)) {
      storage.setEventFlag('bingoCelebrated', eventId);
      setConfetti(true);
    }
  }, [eventId, completed]);

  function closeRules() {
    if (eventId) storage.setEventFlag('rulesSeen', eventId);
    setRulesOpen(false);
  }

  const error = event.error ?? playerId.error;
  if (error) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800">
        {apiMessage(error, event.error ? messages.events.infoFailed : t.loadFailed)}
      </div>
    );
  }
  if (!event.data || !playerId.data || matrix.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-brand-800">
        <Spinner size="lg" decorative />
        <p role="status">{t.loading}</p>
      </div>
    );
  }

  const data = matrix.data;
  const title = data?.event_name || event.data.name;
  const votingEnabled = data?.voting_enabled ?? event.data.voting_enabled;
  const codeDigits = data?.code_digits ?? event.data.code_digits;
  const gridLoaded = data ? hasGrid(data.question) : false;
  const gridComplete = gridLoaded && isGridComplete(data?.question);
  const connections = data?.total_connections ?? 0;

  function pick(cell: ActiveCell) {
    if (votingEnabled) setVotingNoticeOpen(true);
    else setActiveCell(cell);
  }

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1 text-center">
        <h1 className="text-2xl font-extrabold break-words text-brand-950 sm:text-3xl">{title}</h1>
        {data && <p className="text-sm text-slate-600">{t.connections(connections)}</p>}
      </header>

      {data && showsFriendCode(data) && (
        <section
          aria-labelledby="friend-code-title"
          className="rounded-2xl bg-brand-900 px-5 py-4 text-center text-white shadow-md"
        >
          <h2 id="friend-code-title" className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
            {t.friendCode}
          </h2>
          <p className="mt-1 font-mono text-5xl font-black tracking-[0.2em] text-accent-300 tabular-nums">
            {data.user_code}
          </p>
          <p className="mt-1 text-sm text-brand-200">{t.friendCodeHint}</p>
          {data.user_code && <FriendCodeQr code={data.user_code} />}
        </section>
      )}

      {votingEnabled && (
        <section className="flex flex-col items-center gap-3 rounded-2xl border-2 border-accent-400 bg-accent-50 p-4 text-center">
          <p className="font-medium text-brand-950">{t.votingOpen}</p>
          <Link to={`/${eventName}/voting`} className={buttonStyles({ variant: 'accent', size: 'lg' })}>
            {t.goToVoting}
          </Link>
        </section>
      )}

      <section className="mx-auto flex w-full max-w-md flex-col gap-2">
        <BingoLetters score={data?.score ?? []} />
        {data && gridLoaded ? (
          <PlayerGrid
            question={data.question}
            answer={data.answer ?? []}
            locked={!gridComplete}
            onPick={pick}
          />
        ) : null}
      </section>

      {completed && data && (
        <CompletionBanner eventId={event.data.id} eventName={eventName} rank={data.completion_rank} />
      )}

      {!gridLoaded && (
        <p role="status" className="rounded-2xl bg-white p-4 text-center text-slate-700 shadow-sm">
          {messages.game.noGrid}
        </p>
      )}
      {gridLoaded && !gridComplete && (
        <p role="status" className="rounded-2xl bg-white p-4 text-center text-slate-700 shadow-sm">
          {messages.game.tilesMissing}
        </p>
      )}

      {gridComplete && (
        <section
          aria-labelledby="card-block-title"
          className="mx-auto flex w-full max-w-md flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm"
        >
          <h2 id="card-block-title" className="font-bold text-slate-900">
            {t.cardTitle}
          </h2>
          {connections < CONNECTIONS_TO_UNLOCK_CARD ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <LockIcon />
              {messages.game.cardLocked}
            </p>
          ) : (
            <Link to={`/${eventName}/hoogocard/`} className={buttonStyles({ className: 'w-full' })}>
              {t.viewCard}
            </Link>
          )}
        </section>
      )}

      <div className="text-center">
        <Button variant="link" onClick={() => setRulesOpen(true)}>
          {t.viewRules}
        </Button>
      </div>

      <RulesModal open={rulesOpen} onClose={closeRules} />

      <Modal
        open={activeCell !== null}
        onClose={() => setActiveCell(null)}
        title={activeCell ? t.formTitle(activeCell.letter) : ''}
        description={t.formDescription}
      >
        {activeCell && (
          <ConnectionForm
            key={`${activeCell.x}-${activeCell.y}`}
            eventId={event.data.id}
            userId={playerId.data}
            cell={activeCell}
            codeDigits={codeDigits}
            onDone={() => setActiveCell(null)}
            onVotingEnabled={() => setVotingFlag(true)}
          />
        )}
      </Modal>

      <Modal
        open={votingNoticeOpen}
        onClose={() => setVotingNoticeOpen(false)}
        title={t.votingTitle}
        footer={
          <Link to={`/${eventName}/voting`} className={buttonStyles({ variant: 'accent' })}>
            {t.goToVoting}
          </Link>
        }
      >
        <p className="text-slate-700">{messages.game.votingNoNewFriend}</p>
      </Modal>

      {confetti && <BingoConfetti onDone={() => setConfetti(false)} />}
    </div>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4 shrink-0" aria-hidden="true">
      <path
        d="M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
