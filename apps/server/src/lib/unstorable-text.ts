/**
 * Text that no column can hold: the NUL character (PostgreSQL text refuses it) and a lone UTF-16
 * surrogate (not a character at all; jsonb refuses its escape). Neither comes from a keyboard, so a
 * request carrying one is refused with 400 before any query, rather than failing in the database.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is looked for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnstorableText = (text: string): boolean => UNSTORABLE.test(text);

/**
 * The path (field names) of the first string in `value` (strings, arrays, objects' own fields; bytes
 * are skipped) that holds unstorable text, or undefined. Keys are checked as well.
 */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return hasUnstorableText(value) ? path : undefined;
  if (depth > 20 || typeof value !== 'object' || value === null || ArrayBuffer.isView(value))
    return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasUnstorableText(key)) return path;
    const found = findUnstorableText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}
