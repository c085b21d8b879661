import {
  GRID_SIZE,
  POST_GRID_PLACEMENT,
  POST_TEMPLATE_SIZE,
  STORY_GRID_PLACEMENT,
  STORY_TEMPLATE_SIZE,
} from '@hoogo/core';

/** Where the grid sits on a template, in template pixels. */
export interface GridPlacement {
  x: number;
  y: number;
  size: number;
}

export type CardKind = 'story' | 'post';

export const gridPlacements: Record<CardKind, GridPlacement> = {
  story: STORY_GRID_PLACEMENT,
  post: POST_GRID_PLACEMENT,
};

export const cardSizes: Record<CardKind, { width: number; height: number }> = {
  story: STORY_TEMPLATE_SIZE,
  post: POST_TEMPLATE_SIZE,
};

/** One tile of the drawn grid: its letter, and the connection's photo once there is one. */
export type TileImage = HTMLImageElement | HTMLCanvasElement | ImageBitmap;

export interface CardTile {
  letter: string;
  image?: TileImage | null;
  /** The connection's first name, written along the bottom of a photo tile. */
  name?: string | null;
}

/**
 * Loads an image for drawing; a cache-busting query makes a replaced template show at once. An image of
 * another origin (media on a public bucket or CDN, docs/operations.md, "Several instances") is asked for
 * with CORS, so the canvas it is drawn on can still be saved as a PNG.
 */
export function loadImage(src: string, { bustCache = false }: { bustCache?: boolean } = {}) {
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    if (/^https?:\/\//i.test(src) && new URL(src).origin !== window.location.origin)
      image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load ${src}`));
    image.src = bustCache ? `${src}${src.includes('?') ? '&' : '?'}t=${Date.now()}` : src;
  });
}

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Draws a square image cropped to cover the box. */
function drawCover(ctx: CanvasRenderingContext2D, image: TileImage, x: number, y: number, size: number) {
  const width = image instanceof HTMLImageElement ? image.naturalWidth : image.width;
  const height = image instanceof HTMLImageElement ? image.naturalHeight : image.height;
  const side = Math.min(width, height) || size;
  ctx.drawImage(image, (width - side) / 2, (height - side) / 2, side, side, x, y, size, size);
}

/** The name on a photo tile: white on a dark band along the tile's bottom edge, cut to fit. */
function drawName(ctx: CanvasRenderingContext2D, name: string, x: number, y: number, size: number) {
  const band = size * 0.24;
  ctx.fillStyle = 'rgba(30, 27, 75, 0.72)';
  ctx.fillRect(x, y + size - band, size, band);
  ctx.fillStyle = '#ffffff';
  ctx.font = `700 ${Math.round(band * 0.52)}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(name, x + size / 2, y + size - band / 2, size * 0.9);
}

/** Draws the 5x5 tiles into the placement box: a photo where there is one, else the letter. */
export function drawGrid(ctx: CanvasRenderingContext2D, tiles: CardTile[][], placement: GridPlacement) {
  const gap = Math.round(placement.size * 0.015);
  const tile = (placement.size - gap * (GRID_SIZE - 1)) / GRID_SIZE;
  const radius = tile * 0.14;
  for (let row = 0; row < GRID_SIZE; row++) {
    for (let col = 0; col < GRID_SIZE; col++) {
      const cell = tiles[row]?.[col] ?? { letter: '' };
      const x = placement.x + col * (tile + gap);
      const y = placement.y + row * (tile + gap);
      ctx.save();
      roundedRect(ctx, x, y, tile, tile, radius);
      ctx.fillStyle = 'rgba(255, 255, 255, 0.92)';
      ctx.fill();
      if (cell.image) {
        ctx.clip();
        drawCover(ctx, cell.image, x, y, tile);
        if (cell.name) drawName(ctx, cell.name, x, y, tile);
      } else if (cell.letter) {
        ctx.fillStyle = '#312e81';
        ctx.font = `800 ${Math.round(tile * 0.5)}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(cell.letter, x + tile / 2, y + tile / 2 + tile * 0.03);
      }
      ctx.restore();
    }
  }
}

export interface ComposeOptions {
  /** The canvas's size in CSS pixels: the template's natural size (default: the card's advised size). */
  size?: { width: number; height: number };
  /** Device pixels per CSS pixel (the capture scale is the device pixel ratio). */
  pixelRatio?: number;
}

/**
 * Composes a card on a transparent canvas: the template stretched over the whole canvas, then the grid at
 * the placement of its kind. The placements are in the advised template pixels (1080 wide), so the drawing
 * is scaled to the canvas: an off-size upload and a high-density screen both still line up.
 */
export function composeCard(
  canvas: HTMLCanvasElement,
  template: CanvasImageSource,
  tiles: CardTile[][],
  kind: CardKind,
  { size = cardSizes[kind], pixelRatio = 1 }: ComposeOptions = {},
): void {
  const card = cardSizes[kind];
  canvas.width = Math.round(size.width * pixelRatio);
  canvas.height = Math.round(size.height * pixelRatio);
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(canvas.width / card.width, 0, 0, canvas.height / card.height, 0, 0);
  ctx.drawImage(template, 0, 0, card.width, card.height);
  drawGrid(ctx, tiles, gridPlacements[kind]);
}

/** The natural size of a loaded template, or the card's advised size when the image reports none. */
export function templateSize(template: HTMLImageElement, kind: CardKind): { width: number; height: number } {
  return template.naturalWidth && template.naturalHeight
    ? { width: template.naturalWidth, height: template.naturalHeight }
    : cardSizes[kind];
}

/** The file name of a downloaded card: {eventName or Preview}_BingoStoryCard.png. */
export function cardFileName(eventName: string | null | undefined, kind: CardKind): string {
  return `${eventName || 'Preview'}_Bingo${kind === 'story' ? 'Story' : 'Post'}Card.png`;
}

/** Saves a canvas as a PNG file. */
export function downloadCanvasPng(canvas: HTMLCanvasElement, fileName: string): void {
  const link = document.createElement('a');
  link.download = fileName;
  link.href = canvas.toDataURL('image/png');
  link.click();
}

/** Letter-only tiles for a preview: the event's letters, and B I N G O where a cell has none yet. */
export function sampleTiles(matrix: string[][] | null | undefined): CardTile[][] {
  const fallback = 'BINGO';
  return Array.from({ length: GRID_SIZE }, (_, row) =>
    Array.from({ length: GRID_SIZE }, (_, col) => ({
      letter: matrix?.[row]?.[col] || fallback.charAt(col),
    })),
  );
}

/** A canvas's pixels as a PNG file body (for an upload). */
export function canvasToPngBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The card could not be encoded'))),
      'image/png',
    );
  });
}
