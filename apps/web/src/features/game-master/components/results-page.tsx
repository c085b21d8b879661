import {
  BINGO_LETTERS,
  type EventInfo,
  messages,
  type ResultRow,
  type Results,
  type VotingResultRow,
} from '@hoogo/core';
import Download from 'lucide-react/icons/download';
import Printer from 'lucide-react/icons/printer';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { NetworkError } from '@/components/ui/network-error';
import { LoadingMessage } from '@/components/ui/spinner';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { type ExportKind, useDownloadExport } from '../api/download-export';
import { useResults } from '../api/get-results';
import { formatMoment, lettersOf } from '../utils/format';
import { GameMasterLayout } from './game-master-layout';
import { GuestMarker } from './guest-marker';
import { RankingTable, rankingCell } from './ranking-table';

const t = messages.gameMaster;

/** On paper: A4 with a small margin, and the page's own white (the table fits the width). */
const PRINT_PAGE =
  '@page { size: A4 portrait; margin: 12mm; } @media print { html, body { background: white; } }';

/** Voting was used: it is on, or votes were cast before it was turned off (the candidates alone say nothing). */
function votingUsed(results: Results): boolean {
  return results.voting_enabled || results.voting.some((row) => row.vote_count > 0);
}

/** Whether a row shares its rank with the row before or after it. */
function tiedAt(rows: readonly { rank: number }[], index: number): boolean {
  const rank = rows[index]?.rank;
  return rows[index - 1]?.rank === rank || rows[index + 1]?.rank === rank;
}

function RankCell({ rank, tied }: { rank: number; tied: boolean }) {
  return (
    <td className={cn(rankingCell, 'font-semibold tabular-nums')}>
      {tied ? (
        <>
          <span aria-hidden="true">{`${rank}=`}</span>
          <span className="sr-only">{t.tiedRank(rank)}</span>
          <span
            aria-hidden="true"
            className="ms-1.5 rounded bg-slate-200 px-1 py-0.5 text-[0.7rem] font-semibold uppercase text-slate-700 print:bg-transparent"
          >
            {t.tie}
          </span>
        </>
      ) : (
        rank
      )}
    </td>
  );
}

function Letters({ score }: { score: readonly boolean[] }) {
  const lit = lettersOf(score);
  return (
    <>
      <span aria-hidden="true" className="font-mono tracking-wider">
        {BINGO_LETTERS.map((letter, index) => (
          <span key={letter} className={score[index] ? 'font-bold text-brand-800' : 'text-slate-400'}>
            {letter}
          </span>
        ))}
      </span>
      <span className="sr-only">{`${lit}/5`}</span>
    </>
  );
}

const td = rankingCell;

function GameTable({ rows, firstFinisher }: { rows: ResultRow[]; firstFinisher: string | null }) {
  return (
    <RankingTable
      label={t.gameRanking}
      className="min-w-[36rem]"
      columns={[
        { label: t.rank },
        { label: t.name },
        { label: t.letters },
        { label: t.connections, numeric: true },
        { label: t.completionTime },
      ]}
    >
      {rows.map((row, index) => {
        const first = row.event_register_id === firstFinisher;
        return (
          <tr
            key={row.event_register_id}
            className={cn(
              'break-inside-avoid',
              first && 'bg-accent-100 print:bg-transparent print:font-bold',
            )}
          >
            <RankCell rank={row.rank} tied={tiedAt(rows, index)} />
            <td className={cn(td, 'break-words font-medium text-slate-900')}>
              {row.user_name}
              {row.guest && <GuestMarker className="ms-2" />}
              {first && (
                <span className="ms-2 inline-block whitespace-nowrap rounded-full bg-accent-400 px-2 py-0.5 text-xs font-semibold text-brand-950 print:border print:border-black print:bg-transparent">
                  {t.firstFinisher}
                </span>
              )}
            </td>
            <td className={td}>
              <Letters score={row.score} />
            </td>
            <td className={cn(td, 'text-end tabular-nums')}>{row.total_connections}</td>
            <td className={cn(td, 'tabular-nums text-slate-700')}>
              {row.completed_at ? (
                <time dateTime={row.completed_at}>{formatMoment(row.completed_at)}</time>
              ) : (
                t.notCompleted
              )}
            </td>
          </tr>
        );
      })}
    </RankingTable>
  );
}

function VotingTable({ rows }: { rows: VotingResultRow[] }) {
  return (
    <RankingTable
      label={t.votingRanking}
      className="min-w-[28rem]"
      columns={[
        { label: t.rank },
        { label: t.name },
        { label: t.votes, numeric: true },
        { label: t.connections, numeric: true },
      ]}
    >
      {rows.map((row, index) => (
        <tr key={row.event_register_id} className="break-inside-avoid">
          <RankCell rank={row.rank} tied={tiedAt(rows, index)} />
          <td className={cn(td, 'break-words font-medium text-slate-900')}>
            {row.user_name}
            {row.guest && <GuestMarker className="ms-2" />}
          </td>
          <td className={cn(td, 'text-end tabular-nums')}>{row.vote_count}</td>
          <td className={cn(td, 'text-end tabular-nums')}>{row.total_connections}</td>
        </tr>
      ))}
    </RankingTable>
  );
}

/** The two CSV files of the game. */
const downloads = [
  ['players', 'downloadPlayers'],
  ['connections', 'downloadConnections'],
] as const satisfies ReadonlyArray<readonly [ExportKind, keyof typeof t]>;

/** /dashboard/{eventName}/results: both rankings, printable, and the two CSV downloads. */
export function ResultsPage({ info }: { info: EventInfo }) {
  const results = useResults(info.id);
  const exporter = useDownloadExport(info.id);

  async function save(kind: ExportKind) {
    try {
      await exporter.mutateAsync(kind);
    } catch (error) {
      notify.error(apiMessage(error, t.downloadFailed));
    }
  }

  const data = results.data;
  return (
    <GameMasterLayout
      info={info}
      page="results"
      lead={
        data
          ? t.resultsLead(data.participant_count, data.completed_count, formatMoment(data.generated_at))
          : undefined
      }
      actions={
        <>
          <Button variant="secondary" onClick={() => window.print()} disabled={!data}>
            <Printer aria-hidden="true" className="size-4" />
            {t.print}
          </Button>
          {downloads.map(([kind, labelKey]) => (
            <Button
              key={kind}
              variant="secondary"
              onClick={() => save(kind)}
              isLoading={exporter.isPending && exporter.variables === kind}
            >
              <Download aria-hidden="true" className="size-4" />
              {t[labelKey]}
            </Button>
          ))}
        </>
      }
    >
      <style>{PRINT_PAGE}</style>
      {results.isPending ? (
        <LoadingMessage text={t.loading} />
      ) : results.isError ? (
        <NetworkError error={results.error} onRetry={() => results.refetch()} />
      ) : (
        <>
          <section aria-labelledby="game-ranking" className="flex flex-col gap-3">
            <h2 id="game-ranking" className="text-lg font-bold text-slate-900">
              {t.gameRanking}
            </h2>
            {results.data.game.length === 0 ? (
              <p className="text-slate-600">{t.noResults}</p>
            ) : (
              <GameTable rows={results.data.game} firstFinisher={results.data.first_finisher} />
            )}
          </section>
          {votingUsed(results.data) && (
            <section aria-labelledby="voting-ranking" className="flex flex-col gap-3 print:break-before-page">
              <h2 id="voting-ranking" className="text-lg font-bold text-slate-900">
                {t.votingRanking}
              </h2>
              {results.data.voting.length === 0 ? (
                <p className="text-slate-600">{t.noVotes}</p>
              ) : (
                <VotingTable rows={results.data.voting} />
              )}
            </section>
          )}
        </>
      )}
    </GameMasterLayout>
  );
}
