import { messages } from '@hoogo/core';
import { CsvError as CsvParseError, parse } from 'csv-parse/sync';
import { Refusal } from '../../../lib/refusal.js';

const t = messages.ticketingApi;

/**
 * Attendee lists uploaded as CSV: read with csv-parse, and the mapping of the column names common
 * ticketing exports use. Rows are numbered as a spreadsheet shows them: the header is row 1.
 */

export const CSV_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_MAX_ROWS = 20_000;

/** The file cannot be used: a refusal whose sentence names the row concerned when there is one. */
const badCsv = (sentence: string) => new Refusal('badCsv', { sentence });

export interface CsvAttendee {
  name: string;
  ticketCode: string;
  checkedIn: boolean;
}

/** The text of the file: UTF-8 (a BOM is dropped), or Windows-1252 as older spreadsheet exports write. */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** ';' when the header line holds more semicolons than commas outside quotes, else ','. */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Records of RFC 4180 text (csv-parse): fields in double quotes may hold the delimiter, line breaks and
 * doubled quotes (""). Lines end with CRLF, LF or CR, and may have any number of fields; a stray quote
 * inside a field is kept as text. An empty line is a record of one empty field, so that records keep
 * the rows' numbers. Stops with a refusal (`badCsv`) past `maxRecords`.
 */
export function parseCsv(
  text: string,
  delimiter: ',' | ';',
  maxRecords = Number.POSITIVE_INFINITY,
): string[][] {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_quotes: true,
      relax_column_count: true,
      // One record more than allowed tells that there are too many, without reading the rest.
      ...(Number.isFinite(maxRecords) && { to: maxRecords + 1 }),
    });
  } catch (error) {
    if (error instanceof CsvParseError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw badCsv(t.csvQuoteNotClosed(Number(error.records ?? 0) + 1));
    }
    throw badCsv(t.csvNotCsv(error instanceof Error ? error.message : String(error)));
  }
  if (records.length > maxRecords) {
    throw badCsv(t.csvTooManyRows(maxRecords - 1));
  }
  return records;
}

const normalise = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

const NAME = ['name', 'attendee name', 'full name', 'attendee', 'participant name'];
const FIRST_NAME = ['first name', 'firstname', 'given name'];
const LAST_NAME = ['last name', 'lastname', 'surname', 'family name'];
const CODE = [
  'ticket code',
  'code',
  'ticket',
  'order code',
  'barcode',
  'secret',
  'ticket id',
  'ticket number',
];
const CHECKED_IN = ['checked in', 'checkedin', 'checkin', 'check in', 'attended'];
const YES = new Set(['yes', 'true', '1', 'x', 'y', 'checked in']);
const NO = new Set(['', 'no', 'false', '0', 'n']);

const column = (headers: string[], names: string[]) => {
  for (const name of names) {
    const index = headers.indexOf(name);
    if (index >= 0) return index;
  }
  return -1;
};

/**
 * The attendees of an uploaded file. Columns: a name (or first and last name), a ticket code, and a
 * checked-in column when present (without one, everyone on the list counts as checked in).
 */
export function readAttendees(bytes: Uint8Array): CsvAttendee[] {
  if (bytes.byteLength > CSV_MAX_BYTES) throw badCsv(t.csvTooLarge);
  const text = decodeCsv(bytes);
  const records = parseCsv(text, detectDelimiter(text), CSV_MAX_ROWS + 1);
  const [header, ...rows] = records;
  if (!header || header.every((cell) => cell.trim() === '')) throw badCsv(t.csvEmpty);
  const headers = header.map(normalise);
  const name = column(headers, NAME);
  const first = column(headers, FIRST_NAME);
  const last = column(headers, LAST_NAME);
  const code = column(headers, CODE);
  const checkedIn = column(headers, CHECKED_IN);
  if (name < 0 && first < 0) {
    throw badCsv(t.csvNoNameColumn);
  }
  if (code < 0) {
    throw badCsv(t.csvNoCodeColumn);
  }

  const seen = new Map<string, { row: number; code: string }>();
  const attendees: CsvAttendee[] = [];
  rows.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const cell = (i: number) => (i < 0 ? '' : (cells[i] ?? '').trim());
    const fullName = (name >= 0 ? cell(name) : `${cell(first)} ${cell(last)}`).replace(/\s+/g, ' ').trim();
    const ticketCode = cell(code);
    if (fullName === '') throw badCsv(t.csvNameEmpty(row));
    if (ticketCode === '') throw badCsv(t.csvCodeEmpty(row));
    if (ticketCode.length > 200) throw badCsv(t.csvCodeTooLong(row));
    // Codes are matched in any case at sign-in, so two that differ only in case are one ticket.
    const earlier = seen.get(ticketCode.toLowerCase());
    if (earlier !== undefined) {
      const spelling = earlier.code === ticketCode ? undefined : earlier.code;
      throw badCsv(t.csvCodeRepeated(row, ticketCode, earlier.row, spelling));
    }
    seen.set(ticketCode.toLowerCase(), { row, code: ticketCode });
    let present = true;
    if (checkedIn >= 0) {
      const value = cell(checkedIn).toLowerCase();
      if (YES.has(value)) present = true;
      else if (NO.has(value)) present = false;
      else throw badCsv(t.csvCheckedIn(row, cell(checkedIn)));
    }
    attendees.push({ name: fullName.slice(0, 200), ticketCode, checkedIn: present });
  });
  if (attendees.length === 0) throw badCsv(t.csvNoAttendees);
  return attendees;
}
