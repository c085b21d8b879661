import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storedTemplateImage } from '../src/plugins/app/media/images.js';

const SIZE = 1080;
const artwork = Buffer.from(
  `<svg width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#3730a3"/>` +
    '<circle cx="540" cy="540" r="300" fill="#fbbf24"/><rect x="90" y="90" width="400" height="120" fill="#fff"/></svg>',
);

/** The kinds of templates organisers upload: a photo (JPEG), flat artwork (palette PNG, WebP). */
const uploads: Array<[string, () => Promise<Buffer>, string]> = [
  [
    'a JPEG photo',
    () =>
      sharp({
        create: {
          width: SIZE,
          height: SIZE,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 30 },
        },
      })
        .jpeg({ quality: 85 })
        .toBuffer(),
    'jpeg',
  ],
  ['a palette PNG', () => sharp(artwork).png({ palette: true }).toBuffer(), 'png'],
  ['a full-colour PNG', () => sharp(artwork).png().toBuffer(), 'png'],
  ['a WebP', () => sharp(artwork).webp({ quality: 85 }).toBuffer(), 'webp'],
];

describe('stored templates', () => {
  it.each(uploads)('keep %s at about its upload size, in its own format', async (_name, make, format) => {
    const upload = await make();
    const stored = await storedTemplateImage(upload, 'post_template');
    expect(stored).toMatchObject({ width: SIZE, height: SIZE });
    expect((await sharp(stored.bytes).metadata()).format).toBe(format);
    expect(stored.bytes.length).toBeLessThanOrEqual(upload.length * 1.15);
  });
});
