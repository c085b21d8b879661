import { vi } from 'vitest';

type QrModule = typeof import('@/lib/qr');

/** What the QR stand-in was asked: each code drawn (text, size, type), and each print-grade download. */
export const qrCalls = {
  drawn: vi.fn<(text: string, size: number, type: string) => void>(),
  downloadPrintQr: vi.fn(async (..._args: Parameters<QrModule['downloadPrintQr']>) => {}),
};

/**
 * lib/qr for a test's vi.mock, with its drawing recorded in qrCalls: a drawn code appends `element()` (the
 * canvas of a dialog, the SVG of a page) to its container.
 *
 *   vi.mock('@/lib/qr', async (original) => (await import('@/testing/qr')).mockQr(original, makeCanvas));
 */
export async function mockQr(importOriginal: () => Promise<QrModule>, element: () => Element) {
  return {
    ...(await importOriginal()),
    createEventQr: (text: string, size: number, type: string) => {
      qrCalls.drawn(text, size, type);
      return { append: (container: HTMLElement) => container.appendChild(element()), downloadPng: vi.fn() };
    },
    downloadPrintQr: (...args: Parameters<QrModule['downloadPrintQr']>) => qrCalls.downloadPrintQr(...args),
  };
}
