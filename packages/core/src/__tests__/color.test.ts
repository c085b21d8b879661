import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, relativeLuminance, textColorOn } from '../color.js';
import { accentColorField } from '../schemas/branding.js';

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

describe('accent colours', () => {
  it('computes WCAG luminance and contrast', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    // The WCAG examples: #767676 on white is the lightest grey at 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('writes white on dark accents and near-black on light ones', () => {
    expect(textColorOn('#1f2937')).toBe(LIGHT_TEXT);
    expect(textColorOn('#fbbf24')).toBe(DARK_TEXT);
    expect(textColorOn('#ffffff')).toBe(DARK_TEXT);
  });

  it('keeps 4.5:1 on every accent an organiser can pick', () => {
    let worst = 21;
    for (let r = 0; r <= 255; r += 5) {
      for (let g = 0; g <= 255; g += 5) {
        for (let b = 0; b <= 255; b += 5) {
          const background = hex(r, g, b);
          worst = Math.min(worst, contrastRatio(background, textColorOn(background)));
        }
      }
    }
    expect(worst).toBeGreaterThanOrEqual(4.5);
  });

  it('reads #rrggbb in any case, null to clear, and refuses anything else', () => {
    expect(accentColorField.parse(' #1F6FEB ')).toBe('#1f6feb');
    expect(accentColorField.parse('null')).toBeNull();
    for (const bad of ['blue', '#fff', '#1f6feb80', 'rgb(0,0,0)', '']) {
      expect(accentColorField.safeParse(bad).success, bad).toBe(false);
    }
  });
});
