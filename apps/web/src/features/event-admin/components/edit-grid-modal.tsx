import { BINGO_LETTERS, type EventInfo, GRID_SIZE, messages, normalizeCellInput } from '@hoogo/core';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FormError } from '@/components/ui/form-error';
import { Modal } from '@/components/ui/modal';
import { splitApiError } from '@/lib/api-form';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useImportGrid } from '../api/import-grid';
import { useUpdateEvent } from '../api/update-event';
import { isTicketingConnected, ticketingProduct } from './ticketing-product';

const t = messages.eventAdmin;

function copyGrid(matrix: string[][]): string[][] {
  return Array.from({ length: GRID_SIZE }, (_, row) =>
    Array.from({ length: GRID_SIZE }, (_, col) => normalizeCellInput(matrix[row]?.[col] ?? '')),
  );
}

const arrowMoves: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** Edits the 25 letters; Save Grid asks for confirmation first. */
export function EditGridModal({
  info,
  open,
  onClose,
}: {
  info: EventInfo;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={t.editGridTitle} description={t.gridDescription}>
      <EditGridForm info={info} onDone={onClose} />
    </Modal>
  );
}

function EditGridForm({ info, onDone }: { info: EventInfo; onDone: () => void }) {
  const [grid, setGrid] = useState(() => copyGrid(info.matrix));
  const [confirming, setConfirming] = useState<'update' | 'import' | null>(null);
  const [imported, setImported] = useState<{ ok: boolean; text: string } | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const cells = useRef<Array<HTMLInputElement | null>>([]);
  const hintId = useId();
  const updateEvent = useUpdateEvent(info.name);
  const importGrid = useImportGrid(info.name);
  const product = ticketingProduct(info);
  const connected = isTicketingConnected(info);

  function setCell(row: number, col: number, text: string) {
    setSaveError(null);
    setGrid((current) =>
      current.map((cells, r) =>
        r === row ? cells.map((v, c) => (c === col ? normalizeCellInput(text) : v)) : cells,
      ),
    );
  }

  function onCellKeyDown(event: KeyboardEvent<HTMLInputElement>, row: number, col: number) {
    const move = arrowMoves[event.key];
    if (!move) return;
    const nextRow = row + move[0];
    const nextCol = col + move[1];
    if (nextRow < 0 || nextCol < 0 || nextRow >= GRID_SIZE || nextCol >= GRID_SIZE) return;
    event.preventDefault();
    cells.current[nextRow * GRID_SIZE + nextCol]?.focus();
  }

  function onGenerate() {
    // Dimmed but focusable while not connected, so the hint beside it is read out.
    if (connected) setConfirming('import');
  }

  async function save() {
    setSaveError(null);
    try {
      await updateEvent.mutateAsync({ matrix: grid });
      notify.success(messages.events.updated);
      setConfirming(null);
      onDone();
    } catch (error) {
      // Said once, under the grid it is about (docs/decisions.md, "The form pattern"), not as a toast;
      // the confirmation closes so the sentence is not hidden behind it.
      setSaveError(splitApiError(error, () => undefined, t.updateFailed).general);
      setConfirming(null);
    }
  }

  /** The server saves the imported grid itself; the modal shows it with the server's sentence. */
  async function runImport() {
    setSaveError(null);
    try {
      const result = await importGrid.mutateAsync();
      setGrid(copyGrid(result.grid));
      setImported({ ok: true, text: result.message ?? messages.events.updated });
    } catch (error) {
      setImported({ ok: false, text: apiMessage(error, messages.ticketing.importFailed) });
    }
    setConfirming(null);
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="rounded-xl bg-accent-50 px-3.5 py-2.5 text-sm text-accent-700">{t.gridNote}</p>
      <div className="mx-auto grid w-full max-w-xs grid-cols-5 gap-2">
        {BINGO_LETTERS.map((letter) => (
          <span
            key={letter}
            aria-hidden="true"
            className="rounded-lg bg-brand-900 py-1 text-center font-black text-accent-400"
          >
            {letter}
          </span>
        ))}
        {grid.map((rowCells, row) =>
          rowCells.map((value, col) => (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: grid cells are positions
              key={`${row}-${col}`}
              ref={(el) => {
                cells.current[row * GRID_SIZE + col] = el;
              }}
              aria-label={t.cellLabel(BINGO_LETTERS[col] ?? '', row + 1)}
              value={value}
              onChange={(event) => setCell(row, col, event.target.value)}
              onFocus={(event) => event.target.select()}
              onKeyDown={(event) => onCellKeyDown(event, row, col)}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              className="aspect-square w-full min-w-0 rounded-lg border border-slate-300 bg-white text-center text-xl font-bold text-brand-900 uppercase focus:border-brand-600"
            />
          )),
        )}
      </div>
      {imported && (
        <p
          role={imported.ok ? 'status' : 'alert'}
          className={cn(
            'rounded-xl px-3.5 py-2.5 text-sm font-medium',
            imported.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800',
          )}
        >
          {imported.text}
        </p>
      )}
      <FormError message={saveError} />
      {!connected && (
        <p id={hintId} className="text-sm text-slate-600">
          {messages.ticketing.connectToGenerate(product)}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button
          variant="secondary"
          aria-disabled={!connected}
          aria-describedby={connected ? undefined : hintId}
          onClick={onGenerate}
          className={cn(!connected && 'cursor-not-allowed opacity-50')}
        >
          {t.generateGrid}
        </Button>
        <Button onClick={() => setConfirming('update')}>{t.saveGrid}</Button>
      </div>
      <Modal
        open={confirming === 'update'}
        onClose={() => setConfirming(null)}
        title={t.updateConfirmTitle}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t.cancel}
            </Button>
            <Button onClick={save} isLoading={updateEvent.isPending}>
              {t.confirm}
            </Button>
          </>
        }
      >
        <p className="text-slate-700">{messages.events.gridUpdateConfirm}</p>
      </Modal>
      <Modal
        open={confirming === 'import'}
        onClose={() => setConfirming(null)}
        title={t.importConfirmTitle}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t.cancel}
            </Button>
            <Button onClick={runImport} isLoading={importGrid.isPending}>
              {t.confirm}
            </Button>
          </>
        }
      >
        <p className="text-slate-700">{messages.ticketing.importConfirm(product)}</p>
      </Modal>
    </div>
  );
}
