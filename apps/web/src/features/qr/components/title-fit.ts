import type { CSSProperties } from 'react';

/**
 * The longest word of a title, in characters: the title scales so this word fits its line (a title never
 * breaks inside a word on a phone: "Join NetworkingNightBerlin" shrinks instead of splitting).
 */
export function longestWord(title: string): number {
  return Math.max(1, ...title.split(/\s+/u).map((word) => [...word].length));
}

/**
 * The CSS variable the title classes read: `--title-chars`, the longest word's length. With bold
 * letters about 0.7 em wide, a font size of (line width / (0.7 x chars)) keeps that word on one line.
 */
export function titleFit(title: string): CSSProperties {
  return { '--title-chars': longestWord(title) } as CSSProperties;
}
