/**
 * Colours an organiser picks (docs/decisions/0084-the-boards-branding.md): what text is readable on them,
 * by WCAG 2's relative luminance and contrast ratio.
 */

/** A colour as organisers give it: `#` and six hexadecimal digits, lower case. */
export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/;

/**
 * The dark text colour used on light accents: black, since any lighter dark (slate-950 was tried) leaves
 * some mid colours below 4.5:1 with both white and it (4.49:1 at worst).
 */
export const DARK_TEXT = '#000000';
/** The light text colour used on dark accents. */
export const LIGHT_TEXT = '#ffffff';

/** WCAG 2 relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour to write on a background of this colour: white or near-black, whichever contrasts
 * more. One of the two always reaches 4.5:1 (the worst case, a mid colour, is about 4.58:1).
 */
export function textColorOn(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT;
}
