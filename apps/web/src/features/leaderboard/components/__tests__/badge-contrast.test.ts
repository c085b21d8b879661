import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tierStyles } from '../game-row';

const css = readFileSync(new URL('../../../../index.css', import.meta.url), 'utf8');

/** The app's own colour tokens (index.css), by name: `brand-950` -> `#1e1b4b`. */
const tokens = new Map(
  [...css.matchAll(/--color-([a-z]+-\d+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]] as [string, string]),
);
tokens.set('white', '#ffffff');

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('connection badge colours', () => {
  // The tiers drawn in the app's own tokens (the others are Tailwind's, on a see-through badge).
  const own = tierStyles
    .map((style) => ({
      style,
      bg: /bg-([a-z]+-\d+|white)(?![\w/])/.exec(style)?.[1],
      fg: /text-([a-z]+-\d+|white)\b/.exec(style)?.[1],
    }))
    .filter(({ bg, fg }) => bg && fg && tokens.has(bg) && tokens.has(fg));

  it('reads each own-token tier, the 20+ one among them', () => {
    expect(own.map(({ style }) => style)).toContain(tierStyles[3]);
  });

  it.each(own)('passes WCAG AA (4.5:1): $style', ({ bg, fg }) => {
    expect(contrast(tokens.get(bg!)!, tokens.get(fg!)!)).toBeGreaterThanOrEqual(4.5);
  });
});
