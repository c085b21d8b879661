import { filledCellCount, GRID_SIZE, messages } from '@hoogo/core';
import Menu from 'lucide-react/icons/menu';
import { Link } from 'react-router';
import { pagePath } from '@/app/paths';
import { Button, buttonStyles } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Modal } from '@/components/ui/modal';

const t = messages.leaderboard;
const v = messages.venue;

/** The grid's sentence for hosts: "Grid 18/25 — players can't play yet" while it is not full. */
export function gridStatusText(matrix: string[][]): string {
  const filled = filledCellCount(matrix);
  return filled === GRID_SIZE * GRID_SIZE
    ? messages.gridStatus.complete
    : messages.gridStatus.incomplete(filled);
}

/**
 * The small, dim button that opens the host controls (also the H key). Shown only to the event's signed-in
 * hosts; a dot tells them the grid is not full yet.
 */
export function HostControlsButton({
  open,
  gridIncomplete,
  onOpen,
}: {
  open: boolean;
  gridIncomplete: boolean;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={v.openHostControls}
      aria-expanded={open}
      aria-haspopup="dialog"
      title={v.openHostControls}
      data-testid="host-controls-button"
      className="fixed bottom-2 start-2 z-30 inline-flex size-11 items-center justify-center rounded-full text-white/40 transition-opacity hover:bg-white/10 hover:text-white focus-visible:text-white focus-visible:outline-2 focus-visible:outline-accent-300"
    >
      <Menu className="size-5" />
      {gridIncomplete && (
        <span aria-hidden="true" className="absolute top-2 end-2 size-2 rounded-full bg-coral-400" />
      )}
    </button>
  );
}

/**
 * The host controls, never on the audience's screen unless opened: the grid status, the voting state with
 * the way to change it (Manage event, which asks to confirm), the board's view, the QR page and the rules.
 */
export function HostDrawer({
  open,
  onClose,
  eventName,
  matrix,
  votingEnabled,
  view,
  onSwitchView,
  onShowRules,
}: {
  open: boolean;
  onClose: () => void;
  eventName: string;
  matrix: string[][];
  votingEnabled: boolean;
  view: 'game' | 'voting';
  onSwitchView: () => void;
  onShowRules: () => void;
}) {
  const complete = filledCellCount(matrix) === GRID_SIZE * GRID_SIZE;
  return (
    <Modal open={open} onClose={onClose} title={v.hostControls}>
      <div className="flex flex-col gap-4 text-brand-950">
        <p
          data-testid="grid-status"
          className={cn(
            'rounded-xl px-3 py-2 font-semibold',
            complete ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900',
          )}
        >
          {gridStatusText(matrix)}
        </p>
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{votingEnabled ? v.votingOn : v.votingOff}</p>
          <p className="text-sm text-slate-600">{v.votingManageHint}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* A new tab: the projector keeps the board, never the dashboard (hosts' emails, settings). */}
          <a
            href={pagePath.eventAdmin(eventName)}
            target="_blank"
            rel="noopener"
            className={buttonStyles({ variant: 'primary' })}
          >
            {v.manageEvent}
          </a>
          <a
            href={pagePath.remote(eventName)}
            target="_blank"
            rel="noopener"
            className={buttonStyles({ variant: 'secondary' })}
          >
            {v.openRemote}
          </a>
          <Button variant="secondary" onClick={onSwitchView}>
            {view === 'game' ? t.viewVoting : t.viewGame}
          </Button>
          <Link to={pagePath.qr(eventName)} className={buttonStyles({ variant: 'secondary' })}>
            {v.openQrPage}
          </Link>
          <Button variant="link" onClick={onShowRules}>
            {t.viewRules}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
