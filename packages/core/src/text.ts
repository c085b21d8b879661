/** Cuts a text to `max` characters and adds an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The greeting name of the navbar: the part of an email before the at-sign. */
export function emailLocalPart(email: string | null | undefined): string {
  if (!email) return '';
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}

/** Field errors of a zod-style issue list, keyed by the first path segment ('general' when none). */
export function fieldMessages(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): { general: string[] } & Record<string, string[]> {
  const out: { general: string[] } & Record<string, string[]> = { general: [] };
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'general';
    const list = out[key] ?? [];
    list.push(issue.message);
    out[key] = list;
  }
  return out;
}
