import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, structuredName, vcard, withoutControls } from '../src/lib/vcard.js';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('vCard text', () => {
  it('escapes backslash, comma, semicolon and every kind of line break', () => {
    expect(escapeText('a\\b, c; d\r\ne\rf\ng')).toBe('a\\\\b\\, c\\; d\\ne\\nf\\ng');
  });

  it('leaves control characters out of every value, keeping tabs and turning line separators into \\n', () => {
    expect(escapeText('A\u0000d\u0007a\u001b[31m\u007f\u0085\tB\u2028C')).toBe('Ada[31m\tB\\nC');
    const text = vcard({
      uid: 'hoogo-connection-2',
      name: 'Zo\u0000ë\u0008 King',
      note: 'met\u000bat\u001fthe bar\u0000',
      email: 'z\u0001@example.com',
      url: 'https://example.com/\u0000\u0085p',
      title: 'CTO\u009b',
      photoJpegBase64: null,
    });
    expect(text).toBe(withoutControls(text));
    const card = new ICAL.Component(ICAL.parse(text) as never);
    expect(card.getFirstPropertyValue('fn')).toBe('Zoë King');
    expect(card.getFirstPropertyValue('note')).toBe('metatthe bar');
    expect(card.getFirstPropertyValue('email')).toBe('z@example.com');
    expect(card.getFirstPropertyValue('url')).toBe('https://example.com/p');
    expect(card.getFirstPropertyValue('title')).toBe('CTO');
  });

  it('splits a name into family and given names, escaped', () => {
    expect(structuredName('Ada  King Lovelace')).toBe('Lovelace;Ada King;;;');
    expect(structuredName('Cher')).toBe(';Cher;;;');
    expect(structuredName('Ann, Jr; X')).toBe('X;Ann\\, Jr\\;;;;');
  });

  it('folds at 75 octets without cutting a character in two', () => {
    for (const char of ['a', 'é', '日', '🎉']) {
      const line = `NOTE:${char.repeat(200)}`;
      const folded = foldLine(line);
      const parts = folded.split('\r\n');
      expect(parts.length).toBeGreaterThan(1);
      for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
      for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
      // Unfolding (RFC 2425: drop each CRLF and the space after it) gives the line back, whole characters.
      expect(folded.replaceAll('\r\n ', '')).toBe(line);
    }
    expect(foldLine('FN:short')).toBe('FN:short');
  });

  it('writes a card a parser reads back, CRLF-terminated, optional fields left out', () => {
    const text = vcard({
      uid: 'hoogo-connection-1',
      name: 'Zoë 陈',
      note: 'Line one\nLine two, with a comma',
      email: null,
      url: null,
      title: null,
      photoJpegBase64: null,
    });
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).not.toMatch(/EMAIL|URL|TITLE|PHOTO/);
    const card = new ICAL.Component(ICAL.parse(text) as never);
    expect(card.getFirstPropertyValue('fn')).toBe('Zoë 陈');
    expect(card.getFirstPropertyValue('note')).toBe('Line one\nLine two, with a comma');
    expect(card.getFirstPropertyValue('uid')).toBe('hoogo-connection-1');
  });
});
