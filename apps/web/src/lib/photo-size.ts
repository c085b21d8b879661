/** The selfie's JPEG quality: ~25-60 KB at 600 px where near-maximum quality gave ~260 KB. */
export const PHOTO_JPEG_QUALITY = 0.8;

/** Width and height scaled down (never up) so the longest side is at most maxSide, at least 1 px each. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
