/**
 * Whether an image file is whole, read from its container alone (no pixel is decoded): a PNG's chunks
 * up to IEND, a JPEG's segments and scans up to EOI, a WebP's RIFF size. A truncated file fails at the
 * end of its decode anyway (sharp refuses a decoder's warning); refusing it here spares that decode, up
 * to 40 megapixels of work for nothing. Other formats answer true: their decoder decides.
 */
export function isWholeImage(format: string, bytes: Buffer): boolean {
  if (format === 'png') return pngIsWhole(bytes);
  if (format === 'jpeg') return jpegIsWhole(bytes);
  if (format === 'webp') return bytes.length >= 12 && bytes.readUInt32LE(4) + 8 <= bytes.length;
  return true;
}

/** The chunks after the 8-byte signature, each length, type, data and CRC, must reach IEND. */
function pngIsWhole(bytes: Buffer): boolean {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') return offset <= bytes.length;
  }
  return false;
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * The segments after SOI, each with its length; after a scan (SOS), its entropy-coded data runs up to
 * the next marker (0xFF followed by neither a stuffed 0x00 nor a restart marker). It must reach EOI.
 */
function jpegIsWhole(bytes: Buffer): boolean {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    const marker = bytes[offset + 1] as number;
    if (marker === 0xd9) return true;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (isRestart(marker) || marker === 0x01) {
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) return false;
    offset += 2 + bytes.readUInt16BE(offset + 2);
    if (marker !== 0xda) continue;
    for (;;) {
      offset = bytes.indexOf(0xff, offset);
      if (offset === -1 || offset + 1 >= bytes.length) return false;
      const next = bytes[offset + 1] as number;
      if (next !== 0x00 && !isRestart(next)) break;
      offset += 2;
    }
  }
  return false;
}
