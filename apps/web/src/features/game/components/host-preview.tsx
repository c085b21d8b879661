import { type EventInfo, type EventStatus, isGridComplete, messages } from '@hoogo/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { pagePath } from '@/app/paths';
import { DemoBanner } from '@/components/demo-badge';
import { RulesModal } from '@/components/rules-modal';
import { Button, buttonStyles } from '@/components/ui/button';
import { BingoLetters } from './bingo-letters';
import { GridNotice, hasGrid } from './grid-notice';
import { PlayerGrid } from './player-grid';

const t = messages.play;

/**
 * The player page as a host sees it before choosing to play: the event's grid as players get it, nothing
 * written (no registration, so not counted and not on the leaderboard), and the explicit Join as player.
 */
export function HostPreview({
  info,
  status,
  onJoin,
}: {
  info: EventInfo;
  status: EventStatus | null;
  onJoin: () => void;
}) {
  const c = messages.organiserControls;
  const [cellHint, setCellHint] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const titleId = useId();
  const gridLoaded = hasGrid(info.matrix);
  const gridComplete = gridLoaded && isGridComplete(info.matrix);
  return (
    <div className="flex flex-col gap-5">
      <section
        aria-labelledby={titleId}
        className="flex flex-col gap-3 rounded-2xl border-2 border-brand-300 bg-brand-50 p-4"
      >
        <h2 id={titleId} className="font-bold text-brand-950">
          {c.previewTitle}
        </h2>
        <p className="text-sm text-brand-950">{c.previewText}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={pagePath.eventAdmin(info.name)} className={buttonStyles({ variant: 'secondary' })}>
            {c.backToManagement}
          </Link>
          <Button onClick={onJoin}>{c.joinAsPlayer}</Button>
        </div>
        <p className="text-xs text-slate-600">{c.joinAsPlayerHint}</p>
      </section>

      <header className="flex flex-col gap-1 text-center">
        <h1 className="text-2xl font-extrabold break-words text-brand-950 sm:text-3xl">{info.name}</h1>
        {status && (
          <p className="text-sm text-slate-600">
            {t.eventCounts(status.participant_count, status.total_connections)}
          </p>
        )}
      </header>

      {info.demo && <DemoBanner>{messages.demo.playerBanner}</DemoBanner>}

      <section className="mx-auto flex w-full max-w-md flex-col gap-2">
        <BingoLetters score={[]} />
        {gridLoaded && (
          <PlayerGrid
            question={info.matrix}
            answer={[]}
            locked={!gridComplete}
            onPick={() => setCellHint(true)}
          />
        )}
        {cellHint && (
          <p role="status" className="text-center text-sm text-slate-700">
            {c.previewCellHint}
          </p>
        )}
      </section>

      <GridNotice loaded={gridLoaded} complete={gridComplete} />

      <div className="text-center">
        <Button variant="link" onClick={() => setRulesOpen(true)}>
          {t.viewRules}
        </Button>
      </div>
      <RulesModal open={rulesOpen} onClose={() => setRulesOpen(false)} />
    </div>
  );
}
