import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../i18n/locales.js';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoCatalogue, pseudoText } from '../i18n/pseudo.js';
import * as englishAreas from '../messages/en/index.js';
import { type Catalogue, composeCatalogue, loadCatalogue } from '../messages/index.js';

/**
 * Every language complete (docs/decisions/0086-five-languages.md): the keys, lists and sentences of
 * arguments English has, and no other, and each argument said where English says it. Whether a key is
 * used at all is apps/server/test/catalogue-keys.test.ts's business: every language has English's keys.
 */

type Leaf = string | ((...args: unknown[]) => unknown) | readonly unknown[];

/** Every leaf of a catalogue by its path ("play.title"), lists by their own path. */
function leaves(value: unknown, path = ''): Map<string, Leaf> {
  const found = new Map<string, Leaf>();
  if (typeof value === 'string' || typeof value === 'function' || Array.isArray(value)) {
    found.set(path, value as Leaf);
    return found;
  }
  for (const [key, item] of Object.entries(value as object)) {
    for (const [leafPath, leaf] of leaves(item, path ? `${path}.${key}` : key)) found.set(leafPath, leaf);
  }
  return found;
}

/**
 * An argument that is both a number and a text: the 1-based `index`-th argument reads as "⟪a1⟫" in a
 * sentence and as 101, 102, ... in a count, so whichever way a sentence says it, the test finds it.
 */
function argument(index: number): string {
  const marker = `⟪a${index}⟫`;
  const number = 100 + index;
  const value = Object.assign(new String(marker), {
    valueOf: () => number,
    toString: () => marker,
  });
  return value as unknown as string;
}

/** Which of its `count` arguments a sentence says (as the marker, or as the number written any way). */
function argumentsSaid(sentence: string, count: number): number[] {
  const said: number[] = [];
  for (let index = 1; index <= count; index++) {
    if (sentence.includes(`⟪a${index}⟫`) || sentence.includes(String(100 + index))) said.push(index);
  }
  return said;
}

const catalogues = new Map<Locale, Catalogue>();
beforeAll(async () => {
  for (const locale of LOCALES) catalogues.set(locale, await loadCatalogue(locale));
});

const english = composeCatalogue(englishAreas);
const englishLeaves = leaves(english);

describe("English's areas", () => {
  it('name each group once, so a catalogue is the same whatever order its areas come in', () => {
    const groups = Object.values(englishAreas).flatMap((area) => Object.keys(area));
    expect(groups.filter((group, index) => groups.indexOf(group) !== index)).toEqual([]);
    expect(Object.keys(english)).toHaveLength(groups.length);
  });
});

/** Sentences a language writes as English does, checked by a person: French and Brazilians say "QR code". */
const sameAsEnglish: Partial<Record<Locale, string[]>> = { fr: ['remote.qr'], 'pt-BR': ['remote.qr'] };

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  it("has English's keys and no other, each of English's kind", () => {
    const own = leaves(catalogues.get(locale));
    expect([...own.keys()].filter((path) => !englishLeaves.has(path))).toEqual([]);
    expect([...englishLeaves.keys()].filter((path) => !own.has(path))).toEqual([]);
    for (const [path, leaf] of englishLeaves) {
      const theirs = own.get(path);
      expect(typeof theirs, path).toBe(typeof leaf);
      if (Array.isArray(leaf)) expect((theirs as readonly unknown[]).length, path).toBe(leaf.length);
      if (typeof leaf === 'string') expect((theirs as string).trim(), path).not.toBe('');
    }
  });

  it('says every argument English says, and no other', () => {
    const own = leaves(catalogues.get(locale));
    const mismatches: string[] = [];
    for (const [path, leaf] of englishLeaves) {
      if (typeof leaf !== 'function') continue;
      const theirs = own.get(path) as (...args: unknown[]) => unknown;
      const args = Array.from({ length: leaf.length }, (_, index) => argument(index + 1));
      const englishSaid = argumentsSaid(String(leaf(...args)), args.length);
      const theirSaid = argumentsSaid(String(theirs(...args)), args.length);
      if (englishSaid.join() !== theirSaid.join())
        mismatches.push(
          `${path}: English says ${englishSaid.join() || 'none'}, ${locale} ${theirSaid.join() || 'none'}`,
        );
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps no English sentence untranslated (an address or a code, one word, may stay)', () => {
    const own = leaves(catalogues.get(locale));
    const same = [...englishLeaves]
      .filter(([path, leaf]) => typeof leaf === 'string' && /\s/.test(leaf) && own.get(path) === leaf)
      .filter(([path]) => !sameAsEnglish[locale]?.includes(path))
      .map(([path]) => path);
    expect(same).toEqual([]);
  });
});

describe('counts and ranks in each language', () => {
  it("writes plurals by each language's rules and groups counts as it does", () => {
    const participants = (locale: Locale) =>
      [0, 1, 2, 1234].map((count) => catalogues.get(locale)?.dashboard.participants(count));
    expect(participants('en')).toEqual([
      '0 participants',
      '1 participant',
      '2 participants',
      '1,234 participants',
    ]);
    // Spanish groups from five digits on.
    expect(participants('es')).toEqual([
      '0 participantes',
      '1 participante',
      '2 participantes',
      '1234 participantes',
    ]);
    // French counts 0 as one, and groups with a narrow no-break space.
    expect(participants('fr')).toEqual([
      '0 participant',
      '1 participant',
      '2 participants',
      '1\u202f234 participants',
    ]);
    expect(participants('de')).toEqual(['0 Teilnehmer', '1 Teilnehmer', '2 Teilnehmer', '1.234 Teilnehmer']);
    expect(participants('pt-BR')).toEqual([
      '0 participante',
      '1 participante',
      '2 participantes',
      '1.234 participantes',
    ]);
  });

  it('writes ranks as each language does', () => {
    const ranked = (locale: Locale) => catalogues.get(locale)?.completion.ranked(23) ?? '';
    expect(ranked('en')).toContain('23rd');
    expect(ranked('es')).toContain('23.º');
    expect(ranked('fr')).toContain('23e');
    expect(ranked('de')).toContain('23.');
    expect(ranked('pt-BR')).toContain('23º');
  });
});

describe('the argument check', () => {
  it('tells a sentence that drops, adds or counts an argument', () => {
    const args = [argument(1), argument(2)];
    const said = (sentence: (...a: string[]) => string) => argumentsSaid(sentence(...args), 2);
    expect(said((name, event) => `${name} joined ${event}`)).toEqual([1, 2]);
    expect(said((name) => `${name} joined`)).toEqual([1]);
    // A count is found however the sentence writes it.
    expect(said((_name, count) => `${Number(count).toLocaleString('de')} Kontakte`)).toEqual([2]);
  });
});

describe('the pseudo-locale', () => {
  it('accents, lengthens and brackets every sentence', () => {
    expect(pseudoText('Vote')).toBe(`${PSEUDO_OPEN}Ṽóţé ~~${PSEUDO_CLOSE}`);
    const pseudo = pseudoCatalogue(english);
    expect(pseudo.play.title('Summit')).toBe(pseudoText(english.play.title('Summit')));
    expect(pseudo.play.rules).toHaveLength(english.play.rules.length);
    // A sentence that answers a list answers it converted.
    expect(pseudo.organiserControls.startVotingPoints(2)).toEqual(
      english.organiserControls.startVotingPoints(2).map(pseudoText),
    );
    expect(pseudoText('Voting is closed for now')).toMatch(/ ~~~~~ ~~~⟧$/);
    const sentence = pseudo.voting.closed;
    expect(sentence.startsWith(PSEUDO_OPEN) && sentence.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(sentence.length).toBeGreaterThanOrEqual(english.voting.closed.length * 1.3);
  });
});
