/** Hands a downloaded file (a CSV export, a contacts file) to the browser's save, under its name. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the save; the address is no longer needed once it has read the blob.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
