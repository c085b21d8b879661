import sharp from 'sharp';

/** A phone-sized photo of one colour, as a player's selfie (the app compresses it before upload). */
export async function selfie(color: string): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 1200, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}
