/**
 * Plurals and ordinals by the language's own rules (`Intl.PluralRules`, CLDR), not by `count === 1`:
 * French says "0 connexion", Polish has four forms, English ordinals have four suffixes
 * (docs/decisions/0085-the-readers-locale.md).
 */

/** A sentence for each plural category the language uses; `other` always. `#` is the count, as written in the locale. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const cardinals = new Map<string, Intl.PluralRules>();
const ordinals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

const cached = <T>(cache: Map<string, T>, locale: string, make: () => T): T => {
  let value = cache.get(locale);
  if (!value) {
    value = make();
    cache.set(locale, value);
  }
  return value;
};

/** A whole number as the locale writes it: "1,234" in English, "1 234" in French, "1.234" in German. */
export function formatCount(locale: string, count: number): string {
  return cached(numbers, locale, () => new Intl.NumberFormat(locale)).format(count);
}

/** The form of `forms` the locale's rules pick for `count`, `#` replaced by the count. */
export function plural(locale: string, count: number, forms: PluralForms): string {
  const category = cached(cardinals, locale, () => new Intl.PluralRules(locale)).select(count);
  return (forms[category] ?? forms.other).replaceAll('#', formatCount(locale, count));
}

/** The form of `forms` the locale's ordinal rules pick for `n` ("1st", "2nd", "3rd", "4th" in English). */
export function ordinalOf(locale: string, n: number, forms: PluralForms): string {
  const category = cached(ordinals, locale, () => new Intl.PluralRules(locale, { type: 'ordinal' })).select(
    n,
  );
  return (forms[category] ?? forms.other).replaceAll('#', formatCount(locale, n));
}
