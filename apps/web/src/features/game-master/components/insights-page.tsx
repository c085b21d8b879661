import { type EventInfo, type Insights, messages } from '@hoogo/core';
import { useMemo } from 'react';
import { cn } from '@/components/ui/cn';
import { NetworkError } from '@/components/ui/network-error';
import { LoadingMessage } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { useInsights } from '../api/get-insights';
import { formatMoment } from '../utils/format';
import { cumulativeTimeline } from '../utils/timeline';
import { GameMasterLayout } from './game-master-layout';
import { TimelineChart } from './timeline-chart';

const t = messages.gameMaster;

const panel = 'flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col justify-between rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-brand-950 sm:text-3xl">
        {formatNumber(value)}
      </dd>
    </div>
  );
}

/** A count per group as a small table whose last column is a bar: the numbers are the text, the bar the picture. */
function BarTable({
  title,
  caption,
  rows,
}: {
  title: string;
  caption: string;
  rows: { label: string; value: number }[];
}) {
  const top = Math.max(1, ...rows.map((row) => row.value));
  return (
    <section aria-label={title} className={panel}>
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <table className="w-full border-collapse text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{caption}</th>
            <th scope="col">{t.playersCount}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th
                scope="row"
                className="w-24 py-1 pe-3 text-start font-medium whitespace-nowrap text-slate-700"
              >
                {row.label}
              </th>
              <td className="py-1">
                <div className="flex items-center gap-2">
                  <div
                    aria-hidden="true"
                    className="h-5 rounded bg-brand-600"
                    style={{ width: `${(row.value / top) * 85}%`, minWidth: row.value > 0 ? '0.25rem' : 0 }}
                  />
                  <span className="tabular-nums font-semibold text-slate-900">{formatNumber(row.value)}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * A compact table of counts: the first column names the row, the others are right-aligned numbers (the
 * timeline's figures behind its chart, the most connected players). `cell` is the cells' vertical padding.
 */
function CountsTable({
  columns,
  rows,
  className,
  cell = 'py-1',
  nameCell,
}: {
  columns: readonly string[];
  rows: { key: string; name: string; counts: ReadonlyArray<number | undefined> }[];
  className?: string;
  cell?: string;
  nameCell?: string;
}) {
  const last = columns.length - 1;
  const pad = (index: number) => (index < last ? 'pe-3' : undefined);
  return (
    <table className={cn('w-full border-collapse text-start', className)}>
      <thead>
        <tr className="text-slate-600">
          {columns.map((label, index) => (
            <th key={label} scope="col" className={cn('py-1', pad(index), index > 0 && 'text-end')}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <td className={cn(nameCell, cell, pad(0))}>{row.name}</td>
            {row.counts.map((count, index) => (
              <td key={columns[index + 1]} className={cn(cell, pad(index + 1), 'text-end')}>
                {count}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Timeline({ insights }: { insights: Insights }) {
  const data = useMemo(() => cumulativeTimeline(insights.timeline), [insights.timeline]);
  const last = data.times.length - 1;
  const summary =
    last >= 0
      ? t.chartSummary(
          data.joined[last] ?? 0,
          data.connections[last] ?? 0,
          formatMoment(insights.timeline.points[0]?.at ?? null),
          formatMoment(insights.timeline.points[last]?.at ?? null),
        )
      : t.noTimeline;
  return (
    <section aria-labelledby="insights-timeline" className={panel}>
      <h2 id="insights-timeline" className="text-lg font-bold text-slate-900">
        {t.overTime}
      </h2>
      <p className="text-sm text-slate-600">{t.overTimeLead(insights.timeline.bucket_minutes)}</p>
      {last >= 0 ? (
        <>
          <figure role="img" aria-label={summary} className="m-0">
            <TimelineChart data={data} bucketMinutes={insights.timeline.bucket_minutes} />
          </figure>
          <p className="sr-only">{summary}</p>
          <details className="text-sm">
            <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-800">
              {t.showTable}
            </summary>
            <div className="max-h-80 overflow-auto pe-2">
              <CountsTable
                className="tabular-nums"
                columns={[t.time, t.joinedTotal, t.connectionsTotal]}
                rows={insights.timeline.points.map((point, index) => ({
                  key: point.at,
                  name: formatMoment(point.at),
                  counts: [data.joined[index], data.connections[index]],
                }))}
              />
            </div>
          </details>
        </>
      ) : (
        <p className="text-slate-600">{t.noTimeline}</p>
      )}
    </section>
  );
}

/** /dashboard/{eventName}/insights: the game's numbers, loaded again every 15 s while the page is seen. */
export function InsightsPage({ info }: { info: EventInfo }) {
  const insights = useInsights(info.id);
  const data = insights.data;
  return (
    <GameMasterLayout
      info={info}
      page="insights"
      lead={data ? `${t.insightsLead} ${t.asOf(formatMoment(data.generated_at))}` : t.insightsLead}
    >
      {insights.isPending ? (
        <LoadingMessage text={t.loading} />
      ) : insights.isError && !data ? (
        <NetworkError error={insights.error} onRetry={() => insights.refetch()} />
      ) : data ? (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-3 gap-2 sm:gap-3">
            <Stat label={t.participants} value={data.participant_count} />
            <Stat label={t.connectionsMade} value={data.connection_count} />
            <Stat label={t.completed} value={data.completed_count} />
          </dl>
          <Timeline insights={data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <BarTable
              title={t.spreadTitle}
              caption={t.connections}
              rows={[
                { label: t.spreadLabels[0], value: data.connection_spread.none },
                { label: t.spreadLabels[1], value: data.connection_spread.few },
                { label: t.spreadLabels[2], value: data.connection_spread.many },
                { label: t.spreadLabels[3], value: data.connection_spread.full },
              ]}
            />
            <BarTable
              title={t.bingoTitle}
              caption={t.letters}
              rows={data.bingo_spread.map((value, letters) => ({ label: t.bingoLabel(letters), value }))}
            />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <section aria-labelledby="insights-most" className={panel}>
              <h2 id="insights-most" className="text-lg font-bold text-slate-900">
                {t.mostConnected}
              </h2>
              {data.most_connected.length === 0 ? (
                <p className="text-slate-600">{t.noneConnected}</p>
              ) : (
                <CountsTable
                  className="text-sm tabular-nums"
                  cell="py-1.5"
                  nameCell="break-words font-medium text-slate-900"
                  columns={[t.name, t.linkedBy, t.connections]}
                  rows={data.most_connected.map((person) => ({
                    key: person.event_register_id,
                    name: person.user_name,
                    counts: [person.linked_by, person.total_connections],
                  }))}
                />
              )}
            </section>
            <section aria-labelledby="insights-voting" className={panel}>
              <h2 id="insights-voting" className="text-lg font-bold text-slate-900">
                {t.votingTurnout}
              </h2>
              {data.voting.enabled || data.voting.votes > 0 ? (
                <>
                  <p className="text-slate-800">{t.turnout(data.voting.voters, data.voting.eligible)}</p>
                  <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-slate-100">
                    <div
                      className="h-full rounded-full bg-accent-500"
                      style={{
                        width: `${data.voting.eligible > 0 ? (data.voting.voters / data.voting.eligible) * 100 : 0}%`,
                      }}
                    />
                  </div>
                  <p className="text-sm text-slate-600">{t.votesCast(data.voting.votes)}</p>
                </>
              ) : (
                <p className="text-slate-600">{t.votingOff}</p>
              )}
            </section>
          </div>
        </div>
      ) : null}
    </GameMasterLayout>
  );
}
