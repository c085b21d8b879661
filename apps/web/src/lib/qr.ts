import { QR_DEFAULT_SIZE_PX, QR_ERROR_CORRECTION, QR_IMAGE_SIZE } from '@hoogo/core';
import QRCodeStyling from 'qr-code-styling';

/** The public link of an event, the address its QR code encodes. */
export function publicEventLink(eventName: string, origin: string = window.location.origin): string {
  return `${origin}/${eventName}`;
}

/** Served from this site so the logo passes the img-src 'self' policy and keeps the canvas exportable. */
const LOGO_URL = '/favicon.svg';
const DARK = '#1e1b4b';
const LIGHT = '#ffffff';

export interface EventQr {
  /** Draws the code into the element (replacing what was there). */
  append: (container: HTMLElement) => void;
  /** Saves the code as `{fileName}.png`. */
  downloadPng: (fileName: string) => Promise<void>;
}

/**
 * The one QR generator of the app, with the product's defaults (300x300, error correction Q, logo at 0.4),
 * dark square modules on white with a quiet zone (about two modules) so a projector photo still scans.
 */
export function createEventQr(data: string, size: number = QR_DEFAULT_SIZE_PX): EventQr {
  const qr = new QRCodeStyling({
    type: 'canvas',
    width: size,
    height: size,
    margin: Math.max(8, Math.round(size / 16)),
    data,
    image: LOGO_URL,
    qrOptions: { errorCorrectionLevel: QR_ERROR_CORRECTION },
    imageOptions: { imageSize: QR_IMAGE_SIZE, margin: 4, hideBackgroundDots: true },
    dotsOptions: { type: 'square', color: DARK },
    cornersSquareOptions: { type: 'square', color: DARK },
    cornersDotOptions: { type: 'square', color: DARK },
    backgroundOptions: { color: LIGHT },
  });
  return {
    append: (container) => {
      container.replaceChildren();
      qr.append(container);
    },
    downloadPng: (fileName) => qr.download({ name: fileName, extension: 'png' }),
  };
}

/** The download name of an event's QR code, without the extension: `{eventName}_QR`. */
export function qrFileName(eventName: string): string {
  return `${eventName}_QR`;
}
