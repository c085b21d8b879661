import { describe, expect, it } from 'vitest';
import { Refusal } from '../src/lib/refusal.js';
import { createSecretBox } from '../src/lib/secret-box.js';
import { detectDelimiter, parseCsv, readAttendees } from '../src/plugins/app/ticketing/csv.js';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('CSV reader', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks (RFC 4180)', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\nlines"\r\nplain,,end';
    expect(parseCsv(text, ',')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['plain', '', 'end'],
    ]);
    expect(() => parseCsv('a,"open\n', ',')).toThrow('Row 1: a quoted field is not closed');
  });

  it('detects semicolons from the header line', () => {
    expect(detectDelimiter('Name;Code;"a,b"\n1,2,3,4')).toBe(';');
    expect(detectDelimiter('Name,Code\n')).toBe(',');
  });

  it('reads attendees with header aliases, a BOM, semicolons and a checked-in column', () => {
    const file =
      '\uFEFFAttendee Name;Order Code;Checked-In\nAda Lovelace;T-1;yes\n"Grace; Hopper";T-2;no\n;;\nAlan;T-3;X\n';
    expect(readAttendees(bytes(file))).toEqual([
      { name: 'Ada Lovelace', ticketCode: 'T-1', checkedIn: true },
      { name: 'Grace; Hopper', ticketCode: 'T-2', checkedIn: false },
      { name: 'Alan', ticketCode: 'T-3', checkedIn: true },
    ]);
  });

  it('joins first and last names and counts everyone as checked in without the column', () => {
    const file = 'First Name,Last Name,Barcode\nAda,Lovelace,111\nGrace,,222\n';
    expect(readAttendees(bytes(file))).toEqual([
      { name: 'Ada Lovelace', ticketCode: '111', checkedIn: true },
      { name: 'Grace', ticketCode: '222', checkedIn: true },
    ]);
  });

  it('reads Windows-1252 exports', () => {
    const file = Buffer.from([...bytes('name,code\n'), 0x4a, 0xfc, 0x72, 0x67, 0x65, 0x6e, ...bytes(',1\n')]);
    expect(readAttendees(file)).toEqual([{ name: 'Jürgen', ticketCode: '1', checkedIn: true }]);
  });

  it.each([
    ['name,code\nAda,T1\nGrace,\n', 'Row 3: the ticket code is empty'],
    ['name,code\nAda,T1\n,T2\n', 'Row 3: the name is empty'],
    ['name,code\nAda,T1\nBob,T1\n', 'Row 3: the ticket code "T1" is already used in row 2'],
    [
      'name,code\nAda,ABC12\nBob,abc12\n',
      'Row 3: the ticket code "abc12" is already used in row 2 (as "ABC12"; case does not count)',
    ],
    ['name,code,attended\nAda,T1,maybe\n', 'Row 2: the checked-in value "maybe" is not yes or no'],
    ['email,code\na@b.c,T1\n', 'Row 1: no name column'],
    ['name,email\nAda,a@b.c\n', 'Row 1: no ticket code column'],
    ['name,code\n', 'The file lists no attendees'],
    ['', 'The file is empty'],
  ])('names the bad row: %j', (file, message) => {
    expect(() => readAttendees(bytes(file))).toThrow(Refusal);
    expect(() => readAttendees(bytes(file))).toThrow(message);
  });

  it('refuses more than 20,000 rows and more than 5 MB', () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => `P${i},${i}`).join('\n');
    expect(() => readAttendees(bytes(`name,code\n${rows}`))).toThrow('more than 20000 attendee rows');
    expect(readAttendees(bytes(`name,code\n${rows.split('\n').slice(0, 20_000).join('\n')}`))).toHaveLength(
      20_000,
    );
    expect(() => readAttendees(Buffer.alloc(5 * 1024 * 1024 + 1, 'a'))).toThrow('larger than 5 MB');
  });
});

describe('secret box', () => {
  it('seals with AES-256-GCM under a key derived from the server secret', () => {
    const box = createSecretBox('a-server-secret-that-is-long-enough!!', 'purpose');
    const sealed = box.seal('token-123');
    expect(sealed).not.toContain('token-123');
    expect(sealed).not.toBe(box.seal('token-123'));
    expect(box.open(sealed)).toBe('token-123');
    expect(createSecretBox('another-server-secret-long-enough!!!!', 'purpose').open(sealed)).toBeNull();
    expect(createSecretBox('a-server-secret-that-is-long-enough!!', 'other').open(sealed)).toBeNull();
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
    expect(box.open('garbage')).toBeNull();
  });
});
