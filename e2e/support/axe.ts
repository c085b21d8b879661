import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** A serious or critical axe-core violation on a page. */
export interface Violation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

let axeSource: Promise<string> | null = null;

/** Runs axe-core on the page as it is (injected once per page); the serious and critical violations. */
export async function axe(page: Page): Promise<Violation[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return (result.violations as Array<Record<string, unknown>>)
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: String(v.id),
        impact: String(v.impact),
        help: String(v.help),
        helpUrl: String(v.helpUrl),
        targets: (v.nodes as Array<{ target: unknown[] }>).map((n) => n.target.map(String).join(' ')),
      }));
  });
}

/** The violations, one paragraph each, for an assertion's message. */
export function report(violations: Violation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n  ${v.targets.slice(0, 8).join('\n  ')}`)
    .join('\n');
}
