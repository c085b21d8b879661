import type { VenuePrivacy } from '../schemas/event.js';

/** Invisible format characters (zero-width joiners at a word's start, direction marks) and spaces. */
const LEADING_INVISIBLE = /^[\s\p{Cf}]+/u;
const HAS_LETTER = /[\p{L}\p{N}]/u;

/** The words of a name: separated by any white space, invisible marks trimmed off their start. */
function wordsOf(name: string): string[] {
  return name
    .split(/\s+/u)
    .map((word) => word.replace(LEADING_INVISIBLE, ''))
    .filter((word) => word.length > 0);
}

/**
 * The words that say something: those with a letter or a digit. A name with an emoji before it
 * ('🎉 Ada Lovelace') is shortened as 'Ada Lovelace'; a name of emoji only keeps its own words.
 */
function meaningfulWords(name: string): string[] {
  const words = wordsOf(name);
  const lettered = words.filter((word) => HAS_LETTER.test(word));
  return lettered.length > 0 ? lettered : words;
}

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** The characters as a reader sees them: 'é' written as e and a mark, or an emoji family, is one. */
function graphemes(text: string): string[] {
  if (segmenter) return Array.from(segmenter.segment(text), (part) => part.segment);
  return Array.from(text);
}

/** A word's initial: its first letter or digit ('(Ada)' -> 'A'), else its first character, upper-cased. */
function initialOf(word: string): string {
  const characters = graphemes(word);
  const first = characters.find((character) => HAS_LETTER.test(character)) ?? characters[0] ?? '';
  const upper = first.toUpperCase();
  // 'ß' upper-cases to 'SS': an initial stays one character.
  return graphemes(upper).length === 1 ? upper : first;
}

/**
 * A player's name as the event's public views show it (docs/data.md, "The venue's privacy setting"): 'full'
 * as it is; 'first_name' the first word ('Ada Lovelace' -> 'Ada'); 'initials' the first letter of each of the
 * first two words, each followed by a dot ('Ada Lovelace' -> 'A. L.', 'Cher' -> 'C.'). Extra spaces are
 * ignored, accents and other scripts kept ('émile zola' -> 'É. Z.', 'Дмитрий Иванов' -> 'Д. И.'), and words
 * without a letter or digit (an emoji before the name) are skipped when the name has others.
 */
export function publicName(name: string, mode: VenuePrivacy): string {
  if (mode === 'full') return name;
  const words = meaningfulWords(name);
  if (mode === 'first_name') return words[0] ?? '';
  return words
    .slice(0, 2)
    .map((word) => `${initialOf(word)}.`)
    .join(' ');
}

/** Whether the public views may show selfies and descriptions: only with whole names (docs/data.md). */
export const showsSelfies = (mode: VenuePrivacy): boolean => mode === 'full';
