import { fitWithin } from './photo-size';

/**
 * Shrinks a selfie off the main thread (docs/decisions/0015-connections-on-a-bad-network.md: "Selfie
 * compression"): decodes it with the EXIF orientation applied, scales it to the longest side asked for and
 * re-encodes it as JPEG, which leaves every metadata block (GPS, camera, EXIF) behind.
 */

export interface PhotoJob {
  file: Blob;
  maxSide: number;
  quality: number;
}

export type PhotoJobResult = { ok: true; blob: Blob } | { ok: false; message: string };

// The app's TypeScript project has the DOM types, not the worker's: name the two members used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PhotoJob>) => void) | null;
  postMessage: (message: PhotoJobResult) => void;
};

async function shrink({ file, maxSide, quality }: PhotoJob): Promise<Blob> {
  const source = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const size = fitWithin(source.width, source.height, maxSide);
  const scaled = await createImageBitmap(source, {
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: 'high',
  });
  source.close();
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this worker');
  context.drawImage(scaled, 0, 0);
  scaled.close();
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

scope.onmessage = (event) => {
  shrink(event.data).then(
    (blob) => scope.postMessage({ ok: true, blob }),
    (error: unknown) =>
      scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
};
