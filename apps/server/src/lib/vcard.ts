/**
 * vCard 3.0 (RFC 2426), the version every phone's contacts app imports: one card per person met
 * (docs/product.md, "People I met"). Pure text; the route reads the photos.
 */

/** A person as one card. Every field but the name is optional. */
export interface VcardPerson {
  /** Stable across downloads, so importing the file again can update rather than duplicate. */
  uid: string;
  name: string;
  note: string | null;
  email: string | null;
  url: string | null;
  title: string | null;
  /** A small JPEG, base64 encoded. */
  photoJpegBase64: string | null;
}

/** Longest line in octets before it is folded (RFC 2425 5.8.1), the CRLF not counted. */
const FOLD_OCTETS = 75;

/**
 * Control characters (C0 but tab and line breaks, DEL, C1) that a vCard value may not hold (RFC 2425's
 * VALUE-CHAR): importers stop at them, drop the card or show garbage. Typed names and liners can carry them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this leaves out.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** A value without its control characters (docs/decisions/0061-second-audit-decided-items.md). */
export const withoutControls = (value: string): string => value.replace(CONTROL_CHARACTERS, '');

/**
 * A TEXT value: control characters left out, backslash, comma and semicolon escaped, every line break
 * (and the Unicode line and paragraph separators) written as \n.
 */
export function escapeText(value: string): string {
  return withoutControls(value)
    .replaceAll('\\', '\\\\')
    .replaceAll(',', '\\,')
    .replaceAll(';', '\\;')
    .replace(/\r\n|\r|\n|\u2028|\u2029/g, '\\n');
}

/**
 * A content line folded at 75 octets: each next part starts with a space. Multi-byte characters (é, 日本,
 * emoji) are never cut, since an importer decodes each octet run as UTF-8.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // A folded part starts with the space, which counts towards its 75 octets.
    const limit = parts.length === 0 ? FOLD_OCTETS : FOLD_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/**
 * The structured name N (family; given; additional; prefixes; suffixes) of a display name: the last word
 * is taken as the family name, the words before it as the given name; one word is a given name.
 */
export function structuredName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const family = words.length > 1 ? (words.at(-1) ?? '') : '';
  const given = words.length > 1 ? words.slice(0, -1).join(' ') : (words[0] ?? '');
  return [family, given, '', '', ''].map(escapeText).join(';');
}

/** One card, CRLF line endings, folded. */
export function vcard(person: VcardPerson): string {
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `UID:${escapeText(person.uid)}`,
    `FN:${escapeText(person.name)}`,
    `N:${structuredName(person.name)}`,
  ];
  if (person.title) lines.push(`TITLE:${escapeText(person.title)}`);
  if (person.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeText(person.email)}`);
  // A URI value is not TEXT: only the characters that would end the line, and controls, are left out.
  if (person.url) lines.push(`URL:${withoutControls(person.url).replace(/[\r\n\u2028\u2029]/g, '')}`);
  if (person.note) lines.push(`NOTE:${escapeText(person.note)}`);
  if (person.photoJpegBase64) lines.push(`PHOTO;ENCODING=b;TYPE=JPEG:${person.photoJpegBase64}`);
  lines.push('END:VCARD');
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}

/** A file of cards. */
export const vcardFile = (people: readonly VcardPerson[]): string => people.map(vcard).join('');
