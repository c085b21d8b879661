import {
  BINGO_LETTERS,
  type EventInfo,
  foldLetter,
  GRID_SIZE,
  messages,
  normalizeCellInput,
} from '@hoogo/core';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FormError } from '@/components/ui/form-error';
import { typing } from '@/components/ui/input';
import { ConfirmModal, Modal, type ModalOpenProps } from '@/components/ui/modal';
import { splitApiError } from '@/lib/api-form';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useImportGrid } from '../api/import-grid';
import { useUpdateEvent } from '../api/update-event';
import { isTicketingConnected, ticketingProduct } from './ticketing-product';

const t = messages.eventAdmin;
const CELLS = GRID_SIZE * GRID_SIZE;

function copyGrid(matrix: string[][]): string[][] {
  return Array.from({ length: GRID_SIZE }, (_, row) =>
    Array.from({ length: GRID_SIZE }, (_, col) => normalizeCellInput(matrix[row]?.[col] ?? '')),
  );
}

const sameGrid = (a: string[][], b: string[][]) => a.every((row, r) => row.every((v, c) => v === b[r]?.[c]));
const lettersSet = (grid: string[][]) => grid.flat().filter(Boolean).length;

/** Separators a pasted list of letters may use; they are skipped, not refused. */
const PASTE_SEPARATORS = /[\s,;]+/gu;

/**
 * The letters of a pasted text, or null when it holds anything else than letters and separators.
 * Each character is read by the grid's one rule of a letter (accents dropped: 'é' is E).
 */
export function pastedLetters(text: string): string[] | null {
  const letters: string[] = [];
  for (const character of text.replace(PASTE_SEPARATORS, '')) {
    const letter = foldLetter(character);
    if (!letter) return null;
    letters.push(letter);
  }
  return letters;
}

const arrowMoves: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * Edits the 25 letters; Save Grid asks for confirmation first. Closing it (Escape, the backdrop, ✕) with
 * letters typed and not saved asks before discarding them.
 */
export function EditGridModal({ info, open, onClose }: { info: EventInfo } & ModalOpenProps) {
  const [unsaved, setUnsaved] = useState(false);
  const [discarding, setDiscarding] = useState(false);

  function close() {
    setDiscarding(false);
    setUnsaved(false);
    onClose();
  }

  return (
    <>
      <Modal
        open={open}
        onClose={() => (unsaved ? setDiscarding(true) : close())}
        title={t.editGridTitle}
        description={t.gridDescription}
      >
        <EditGridForm info={info} onDone={close} onUnsavedChange={setUnsaved} />
      </Modal>
      <ConfirmModal
        open={open && discarding}
        onClose={() => setDiscarding(false)}
        title={t.discardGridTitle}
        cancelLabel={t.keepEditing}
        confirmLabel={t.discardChanges}
        onConfirm={close}
        isLoading={false}
        destructive
      >
        <p className="text-slate-700">{t.discardGridBody}</p>
      </ConfirmModal>
    </>
  );
}

function EditGridForm({
  info,
  onDone,
  onUnsavedChange,
}: {
  info: EventInfo;
  onDone: () => void;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const [grid, setGrid] = useState(() => copyGrid(info.matrix));
  /** The grid as the server has it: Save Grid is offered only for a grid that differs from it. */
  const [saved, setSaved] = useState(() => copyGrid(info.matrix));
  const [confirming, setConfirming] = useState<'update' | 'import' | null>(null);
  const [imported, setImported] = useState<{ ok: boolean; text: string } | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [hint, setHint] = useState('');
  const cells = useRef<Array<HTMLInputElement | null>>([]);
  const hintId = useId();
  const typingHintId = useId();
  const updateEvent = useUpdateEvent(info.name);
  const importGrid = useImportGrid(info.name);
  const product = ticketingProduct(info);
  const connected = isTicketingConnected(info);
  const changed = !sameGrid(grid, saved);
  useEffect(() => onUnsavedChange(changed), [changed, onUnsavedChange]);
  const count = lettersSet(grid);
  /** Saving the grid as edited and importing one from the ticketing share one question, in their words. */
  const importing = confirming === 'import';

  function focusCell(index: number) {
    cells.current[Math.max(0, Math.min(CELLS - 1, index))]?.focus();
  }

  /** Writes letters into the cells from `index` on, in reading order. */
  function writeLetters(index: number, letters: string[]) {
    setSaveError(null);
    setGrid((current) =>
      current.map((row, r) =>
        row.map((value, c) => {
          const offset = r * GRID_SIZE + c - index;
          return offset >= 0 && offset < letters.length ? (letters[offset] ?? value) : value;
        }),
      ),
    );
  }

  /**
   * What the cell keeps of its new text: the letter just typed (the cell's own letter selected on focus is
   * replaced; a letter typed after it wins too), then focus moves on. Anything else is refused, with the
   * reason said beside the grid. This runs on input, so phone keyboards (no key codes) work as well.
   */
  function onCellInput(index: number, text: string) {
    const previous = grid[Math.floor(index / GRID_SIZE)]?.[index % GRID_SIZE] ?? '';
    if (text === '') {
      writeLetters(index, ['']);
      setHint('');
      return;
    }
    let typed = text;
    if (previous && text.length > 1) {
      if (text.toUpperCase().startsWith(previous)) typed = text.slice(previous.length);
      else if (text.toUpperCase().endsWith(previous)) typed = text.slice(0, -previous.length);
    }
    // One key gives one character; a bulk insertion (autofill, a dictation) keeps its first one.
    const character = [...typed][0] ?? '';
    const letter = foldLetter(character);
    if (!letter) {
      setHint(t.gridLettersOnly(character));
      return;
    }
    setHint('');
    writeLetters(index, [letter]);
    if (index < CELLS - 1) focusCell(index + 1);
  }

  function onCellKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key === 'Backspace' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      setHint('');
      writeLetters(index, ['']);
      if (index > 0) focusCell(index - 1);
      return;
    }
    const move = arrowMoves[event.key];
    if (!move) return;
    const row = Math.floor(index / GRID_SIZE) + move[0];
    const col = (index % GRID_SIZE) + move[1];
    if (row < 0 || col < 0 || row >= GRID_SIZE || col >= GRID_SIZE) return;
    event.preventDefault();
    focusCell(row * GRID_SIZE + col);
  }

  /** 25 letters fill the grid; fewer fill the cells from the focused one on. */
  function onCellPaste(event: ClipboardEvent<HTMLInputElement>, index: number) {
    event.preventDefault();
    const letters = pastedLetters(event.clipboardData.getData('text'));
    if (!letters) {
      setHint(t.gridPasteLettersOnly);
      return;
    }
    if (letters.length === 0) return;
    const start = letters.length === CELLS ? 0 : index;
    const fitting = letters.slice(0, CELLS - start);
    writeLetters(start, fitting);
    const leftOver = letters.length - fitting.length;
    setHint(leftOver > 0 ? t.gridPasteLeftOver(leftOver) : '');
    focusCell(start + fitting.length);
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
      // Said once, under the grid it is about (docs/decisions/0016-the-form-pattern.md), not as a toast;
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
      setSaved(copyGrid(result.grid));
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
          rowCells.map((value, col) => {
            const index = row * GRID_SIZE + col;
            return (
              <input
                key={index}
                ref={(el) => {
                  cells.current[index] = el;
                }}
                aria-label={t.cellLabel(BINGO_LETTERS[col] ?? '', row + 1)}
                aria-describedby={typingHintId}
                value={value}
                onChange={(event) => onCellInput(index, event.target.value)}
                onFocus={(event) => event.target.select()}
                onKeyDown={(event) => onCellKeyDown(event, index)}
                onPaste={(event) => onCellPaste(event, index)}
                {...typing.code}
                className="aspect-square w-full min-w-0 rounded-lg border border-slate-300 bg-white text-center text-xl font-bold text-brand-900 uppercase caret-transparent focus:border-brand-600"
              />
            );
          }),
        )}
      </div>
      <div className="-mt-2 flex flex-col gap-1 text-center text-sm">
        <p className="font-semibold text-slate-800" data-testid="grid-count">
          {t.gridLettersSet(count)}
        </p>
        <p id={typingHintId} className="text-slate-600">
          {t.gridTypingHint}
        </p>
        <p aria-live="polite" className="font-medium text-red-700 empty:hidden">
          {hint}
        </p>
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
          {imported.ok && !changed && ` ${t.gridSaved}`}
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
        {changed ? (
          <Button onClick={() => setConfirming('update')}>{t.saveGrid}</Button>
        ) : (
          <Button variant="secondary" onClick={onDone}>
            {t.done}
          </Button>
        )}
      </div>
      <ConfirmModal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={importing ? t.importConfirmTitle : t.updateConfirmTitle}
        cancelLabel={t.cancel}
        confirmLabel={t.confirm}
        onConfirm={importing ? runImport : save}
        isLoading={importing ? importGrid.isPending : updateEvent.isPending}
      >
        <p className="text-slate-700">
          {importing ? messages.ticketing.importConfirm(product) : messages.events.gridUpdateConfirm}
        </p>
      </ConfirmModal>
    </div>
  );
}
