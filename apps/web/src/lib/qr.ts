import { QR_DEFAULT_SIZE_PX, QR_ERROR_CORRECTION, QR_IMAGE_SIZE } from '@hoogo/core';
import QRCodeStyling from 'qr-code-styling';

export { publicEventLink } from './public-config';

/** Served from this site so the logo passes the img-src 'self' policy and keeps the canvas exportable. */
const LOGO_URL = '/favicon.svg';
const DARK = '#1e1b4b';
const LIGHT = '#ffffff';

export interface EventQr {
  /** Draws the code into the element (replacing what was there). */
  append: (container: HTMLElement) => void;
  /** Saves the code as drawn, as `{fileName}.png`. */
  downloadPng: (fileName: string) => Promise<void>;
}

/** The size of the print-grade PNG: 2048 px, enough for an A3 poster at 170 dpi. */
export const QR_PRINT_PNG_PX = 2048;
/** The nominal size of the SVG, which scales without loss to any print size. */
const QR_SVG_PX = 1024;

type DrawType = 'canvas' | 'svg';

/** The quiet zone the QR standard (ISO/IEC 18004) asks around a code: 4 modules of light on each side. */
export const QR_QUIET_ZONE_MODULES = 4;

/**
 * The margin in px that leaves a quiet zone of 4 modules around a code of `moduleCount` modules drawn at
 * `size` px: the module is (size - 2 margin) / count, rounded down by the drawing, so the light border
 * is never narrower than 4 of them.
 */
export function quietZoneMarginPx(size: number, moduleCount: number): number {
  return Math.ceil((QR_QUIET_ZONE_MODULES * size) / (moduleCount + 2 * QR_QUIET_ZONE_MODULES));
}

/**
 * The one QR generator of the app, with the product's defaults (300x300, error correction Q, logo at 0.4),
 * dark square modules on white with the standard's 4-module quiet zone, so a print or a projector photo
 * scans.
 */
function generator(data: string, size: number, type: DrawType): QRCodeStyling {
  const qr = new QRCodeStyling({
    type,
    width: size,
    height: size,
    margin: 0,
    data,
    image: LOGO_URL,
    qrOptions: { errorCorrectionLevel: QR_ERROR_CORRECTION },
    imageOptions: { imageSize: QR_IMAGE_SIZE, margin: 4, hideBackgroundDots: true },
    dotsOptions: { type: 'square', color: DARK },
    cornersSquareOptions: { type: 'square', color: DARK },
    cornersDotOptions: { type: 'square', color: DARK },
    backgroundOptions: { color: LIGHT },
  });
  // The module count is known once the data is encoded (the constructor does it); the margin follows it.
  const moduleCount = qr._qr?.getModuleCount();
  if (moduleCount) qr.update({ margin: quietZoneMarginPx(size, moduleCount) });
  return qr;
}

/** A code drawn at `size` px, on a canvas or (sharp at any display size) as an SVG. */
export function createEventQr(
  data: string,
  size: number = QR_DEFAULT_SIZE_PX,
  type: DrawType = 'canvas',
): EventQr {
  const qr = generator(data, size, type);
  return {
    append: (container) => {
      container.replaceChildren();
      qr.append(container);
    },
    downloadPng: (fileName) => qr.download({ name: fileName, extension: 'png' }),
  };
}

/** Saves the print-grade code: `{fileName}.svg` (the logo embedded) or a 2048 px `{fileName}.png`. */
export function downloadPrintQr(data: string, fileName: string, format: 'svg' | 'png'): Promise<void> {
  const qr =
    format === 'svg' ? generator(data, QR_SVG_PX, 'svg') : generator(data, QR_PRINT_PNG_PX, 'canvas');
  return qr.download({ name: fileName, extension: format });
}

/** The public link as printed under a code: without the scheme, e.g. `hoogo.example/DevMeetup`. */
export function shortEventLink(link: string): string {
  return link.replace(/^https?:\/\//, '');
}

/** The download name of an event's QR code, without the extension: `{eventName}_QR`. */
export function qrFileName(eventName: string): string {
  return `${eventName}_QR`;
}
