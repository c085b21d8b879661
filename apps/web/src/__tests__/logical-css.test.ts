import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app lays out by logical sides (start and end, not left and right), so that a right-to-left
 * language can be added later without a redesign (docs/decisions/0085-the-readers-locale.md): margins,
 * paddings, insets and text alignment in class names and inline styles. Top and bottom are the same in
 * every script and stay.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(): string[] {
  return readdirSync(src, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/(^|\/)__tests__(\/|$)|\.test\.tsx?$/.test(file));
}

/** A Tailwind class of a physical side, any variants before it ("md:", "file:"), negative or not. */
const physicalClass =
  /(?<![\w[\]./%()!-])(?:[a-z0-9-]+:)*-?(?:(?:ml|mr|pl|pr|scroll-ml|scroll-mr|scroll-pl|scroll-pr|left|right)-(?:\d|\[|auto|full|px)[\w.[\]/%()]*|text-(?:left|right)|float-(?:left|right)|rounded-(?:l|r|tl|tr|bl|br)(?:-[\w]+)?|border-(?:l|r)(?:-[\w]+)?)(?![\w[\]./%()!-])/g;
/** The same in an inline style or the stylesheet. */
const physicalStyle =
  /\b(?:marginLeft|marginRight|paddingLeft|paddingRight|left|right)\s*:|(?:margin|padding)-(?:left|right)\s*:|textAlign:\s*'(?:left|right)'|text-align:\s*(?:left|right)/g;

function physicalSides(text: string): string[] {
  return [...(text.match(physicalClass) ?? []), ...(text.match(physicalStyle) ?? [])];
}

describe('logical sides', () => {
  it('finds the physical classes and styles it is meant to find', () => {
    expect(physicalSides('className="pl-5 md:text-left -right-3 sm:-mr-2 file:mr-3 border-l-4"')).toEqual([
      'pl-5',
      'md:text-left',
      '-right-3',
      'sm:-mr-2',
      'file:mr-3',
      'border-l-4',
    ]);
    expect(physicalSides('style={{ right: u(2), paddingLeft: 4 }} .x { margin-left: 1px }')).toHaveLength(3);
    expect(physicalSides('ps-5 text-start -end-3 top-1 inset-x-3 "right-aligned" the left side')).toEqual([]);
  });

  it('lays out every page by start and end', () => {
    const found = sources().flatMap((file) =>
      physicalSides(readFileSync(file, 'utf8')).map((what) => `${path.relative(src, file)}: ${what}`),
    );
    expect(found).toEqual([]);
  });
});
