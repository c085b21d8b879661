import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';

/** The UTF-8 byte order mark: spreadsheet programs then read the file as UTF-8 (names with é, 日本, emoji). */
export const UTF8_BOM = '\uFEFF';

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection): such a cell gets a
 * leading apostrophe, which spreadsheets show as text (docs/decisions/0048-results-exports-and-insights.md:
 * "CSV dialect").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised against formulas, then quoted when RFC 4180 needs it (quote, comma, line break). */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 writes them. */
export function csvLine(cells: ReadonlyArray<string | number | null>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * The download's file name: the event's name reduced to letters, digits and dashes (safe in a
 * Content-Disposition header and on every file system), the export's kind and the UTC date.
 */
export function exportFileName(eventName: string, kind: string, at: Date): string {
  const base =
    eventName
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'event';
  return `${base}-${kind}-${at.toISOString().slice(0, 10)}.csv`;
}

/**
 * A CSV file as a stream: the BOM and the header, then each batch `next` reads, written as it comes. The
 * next batch is read only when the reader wants more (the stream's backpressure), and never after the
 * stream was destroyed (the client went away): at most one batch is held at a time.
 */
export function csvStream<Cursor, Row>(
  header: readonly string[],
  next: (after: Cursor | null) => Promise<{ rows: Row[]; next: Cursor | null }>,
  line: (row: Row) => ReadonlyArray<string | number | null>,
): Readable {
  async function* chunks() {
    yield UTF8_BOM + csvLine(header);
    let cursor: Cursor | null = null;
    do {
      // A turn of the event loop between batches: with the embedded database a query's answer can come
      // back without one, and other requests (and the news that the client left) must get their turn.
      await nextTurn();
      // The client left during that turn: the stream was destroyed, and its end waits for this
      // generator to stop, so no batch is read for nobody.
      if (stream.destroyed) return;
      const batch: { rows: Row[]; next: Cursor | null } = await next(cursor);
      if (batch.rows.length > 0) yield batch.rows.map((row) => csvLine(line(row))).join('');
      cursor = batch.next;
    } while (cursor !== null);
  }
  const stream = Readable.from(chunks(), { objectMode: false });
  return stream;
}

/** Sends a CSV download; Fastify destroys the stream when the client goes away, which stops its reads. */
export function sendCsv(reply: FastifyReply, fileName: string, stream: Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/** One of an event's CSV exports: its kind (in the file name), its header, how to read it and write a row. */
export type CsvExport<Cursor, Row> = {
  kind: string;
  header: readonly string[];
  next: (eventId: string, after: Cursor | null) => Promise<{ rows: Row[]; next: Cursor | null }>;
  line: (row: Row) => ReadonlyArray<string | number | null>;
};

/** Streams one of an event's CSV exports as a download named after the event, the kind and the day. */
export function sendCsvExport<Cursor, Row>(
  reply: FastifyReply,
  event: { id: string; name: string },
  at: Date,
  csv: CsvExport<Cursor, Row>,
) {
  const stream = csvStream(csv.header, (after: Cursor | null) => csv.next(event.id, after), csv.line);
  return sendCsv(reply, exportFileName(event.name, csv.kind, at), stream);
}
