import { messages, PHOTO_MAX_DIMENSION_PX } from '@hoogo/core';
import imageCompression from 'browser-image-compression';

/** Why a picked file cannot be a selfie (SPEC.md §5), or null when it can. */
export function photoProblem(file: unknown): string | null {
  if (!(file instanceof Blob)) return messages.validation.fileNotBlob;
  if (!file.type.startsWith('image/')) return messages.validation.fileNotImage;
  return null;
}

/**
 * Shrinks a selfie in the browser to at most 600 px wide or high, as JPEG, before it is uploaded.
 * The compression runs on the main thread: its web worker would load the library from a CDN, which the
 * app's content security policy (script-src 'self') forbids.
 */
export async function compressPhoto(file: File): Promise<File> {
  const problem = photoProblem(file);
  if (problem) throw new Error(problem);
  const compressed = await imageCompression(file, {
    maxWidthOrHeight: PHOTO_MAX_DIMENSION_PX,
    fileType: 'image/jpeg',
    useWebWorker: false,
  });
  const base = file.name.replace(/\.[^.]*$/, '') || 'selfie';
  return new File([compressed], `${base}.jpg`, { type: 'image/jpeg', lastModified: Date.now() });
}
