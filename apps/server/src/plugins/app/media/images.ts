import {
  BRAND_LOGO_MAX_PX,
  messages,
  PHOTO_MAX_DIMENSION_PX,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
} from '@hoogo/core';
import sharp from 'sharp';
import { fieldError } from '../../../lib/envelope.js';
import { isWholeImage } from '../../../lib/image-structure.js';

/** Raster formats people upload; SVG is refused, since it is a document that can reference other files. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface StoredImage {
  bytes: Buffer;
  ext: string;
  width: number;
  height: number;
}

/**
 * Checks that the bytes are an image people may upload (whatever the file's name or declared type says)
 * and answers a sharp pipeline for it, auto-oriented from its EXIF orientation. Sharp writes no metadata
 * (EXIF, GPS, XMP, ICC comments) unless asked to, so every output of the pipeline is stripped.
 */
async function readImage(bytes: Buffer, field: string): Promise<sharp.Sharp> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw fieldError(413, field, messages.imageApi.tooManyBytes);
  // The header alone gives format and size; nothing is decoded before the pixel limit is checked.
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw fieldError(400, field, messages.validation.fileNotImage);
    });
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw fieldError(400, field, messages.imageApi.unsupported);
  if (metadata.width * metadata.height > UPLOAD_MAX_PIXELS) {
    throw fieldError(400, field, messages.imageApi.tooManyPixels);
  }
  // A truncated file would be refused at the end of its decode: refused before it, for nothing spent.
  if (!isWholeImage(metadata.format, bytes)) throw fieldError(400, field, messages.validation.fileNotImage);
  const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS });
  return image.rotate();
}

async function encode(pipeline: sharp.Sharp, field: string, ext: string): Promise<StoredImage> {
  // A header that parses but a body that does not decode (a truncated file) is still not an image.
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true }).catch(() => {
    throw fieldError(400, field, messages.validation.fileNotImage);
  });
  return { bytes: data, ext, width: info.width, height: info.height };
}

/** A card template: re-encoded as PNG at its own size (1080x1080 and 1080x1920 are advised, not enforced). */
export async function templateImage(bytes: Buffer, field: string): Promise<StoredImage> {
  return encode((await readImage(bytes, field)).png(), field, 'png');
}

/**
 * A card template as stored for an event: oriented and stripped like every upload, at its own size, in
 * its own kind of encoding, so it stays about the size it was uploaded at. A JPEG stays a JPEG (a photo
 * re-encoded as PNG grew about five times), a PNG stays a PNG (with a palette if it had one, at the
 * strongest compression), a WebP stays a WebP; the other formats become PNG.
 */
export async function storedTemplateImage(bytes: Buffer, field: string): Promise<StoredImage> {
  return encodeAsUploaded(await readImage(bytes, field), bytes, field);
}

/**
 * The image in its own kind of encoding: a JPEG stays a JPEG, a WebP a WebP, anything else becomes a PNG
 * (with a palette if it had one, at the strongest compression, its transparency kept).
 */
async function encodeAsUploaded(image: sharp.Sharp, bytes: Buffer, field: string): Promise<StoredImage> {
  const { format, isPalette } = await sharp(bytes).metadata();
  if (format === 'jpeg') return encode(image.jpeg({ quality: 90, mozjpeg: true }), field, 'jpg');
  if (format === 'webp') return encode(image.webp({ quality: 90 }), field, 'webp');
  return encode(
    image.png({ compressionLevel: 9, adaptiveFiltering: true, palette: isPalette === true }),
    field,
    'png',
  );
}

/**
 * An event's logo for the big screen (docs/decisions/0084-the-boards-branding.md): checked and stripped
 * like every upload, scaled down (never up) to BRAND_LOGO_MAX_PX on its longer side, in its own kind of
 * encoding as a template is (a PNG keeps its transparent background: logos are drawn on the board's band).
 */
export async function brandLogoImage(bytes: Buffer, field: string): Promise<StoredImage> {
  const image = (await readImage(bytes, field)).resize(BRAND_LOGO_MAX_PX, BRAND_LOGO_MAX_PX, {
    fit: 'inside',
    withoutEnlargement: true,
  });
  return encodeAsUploaded(image, bytes, field);
}

/** The long side of a selfie's small copy: grids, galleries and boards show it at 67-120 CSS px. */
export const THUMBNAIL_MAX_DIMENSION_PX = 160;

const thumbnailSize = [
  THUMBNAIL_MAX_DIMENSION_PX,
  THUMBNAIL_MAX_DIMENSION_PX,
  { fit: 'inside', withoutEnlargement: true },
] as const;

/**
 * A connection selfie, at most 600 px on its longer side, as JPEG, and its small copy as thumbnailImage
 * makes it. The upload is decoded, oriented and resized once: both encodings start from those pixels
 * (the small copy was made by decoding the stored JPEG again: docs/measurements/performance.md). JPEG has no
 * alpha, so the small copy is flattened on black as the JPEG is.
 */
export async function selfieImages(
  bytes: Buffer,
  field: string,
): Promise<{ selfie: StoredImage; thumbnail: StoredImage }> {
  const image = await readImage(bytes, field);
  const resized = image.resize(PHOTO_MAX_DIMENSION_PX, PHOTO_MAX_DIMENSION_PX, {
    fit: 'inside',
    withoutEnlargement: true,
  });
  // A header that parses but a body that does not decode (a truncated file) is still not an image.
  const { data, info } = await resized
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw fieldError(400, field, messages.validation.fileNotImage);
    });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [selfie, thumbnail] = await Promise.all([
    sharp(data, raw).jpeg({ quality: 82 }).toBuffer({ resolveWithObject: true }),
    sharp(data, raw)
      .flatten({ background: '#000000' })
      .resize(...thumbnailSize)
      .webp({ quality: 70 })
      .toBuffer({ resolveWithObject: true }),
  ]);
  return {
    selfie: { bytes: selfie.data, ext: 'jpg', width: selfie.info.width, height: selfie.info.height },
    thumbnail: {
      bytes: thumbnail.data,
      ext: 'webp',
      width: thumbnail.info.width,
      height: thumbnail.info.height,
    },
  };
}

/**
 * The small copy of a stored selfie (WebP, metadata stripped like every sharp output), for a selfie
 * stored before thumbnails existed (thumbnail-backfill.ts). It is made from the stored selfie, which is already oriented and checked, so nothing here is a user's error.
 */
export async function thumbnailImage(selfie: Buffer): Promise<StoredImage> {
  const { data, info } = await sharp(selfie, { limitInputPixels: UPLOAD_MAX_PIXELS })
    .resize(...thumbnailSize)
    .webp({ quality: 70 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, ext: 'webp', width: info.width, height: info.height };
}
