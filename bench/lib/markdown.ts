/** A goal's verdict in a report: met, missed, or n/a where it was not measured. */
export const verdict = (met: boolean | undefined) =>
  met === undefined ? 'n/a' : met ? '**met**' : '**missed**';

/** A Markdown table. */
export const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
