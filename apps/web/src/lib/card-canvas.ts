import {
  GRID_SIZE,
  POST_GRID_PLACEMENT,
  POST_TEMPLATE_SIZE,
  STORY_GRID_PLACEMENT,
  STORY_TEMPLATE_SIZE,
} from '@hoogo/core';

/** Where the grid sits on a template, in template pixels (SPEC.md §2, card page). */
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
}

/** Loads an image for drawing; a cache-busting query makes a replaced template show at once. */
export function loadImage(src: string, { bustCache = false }: { bustCache?: boolean } = {}) {
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
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

/**
 * Composes a card: the template stretched to the card's size (the sizes are advised, not enforced, so an
 * off-size upload still lines up with the placement), then the grid at the placement of its kind.
 */
export function composeCard(
  canvas: HTMLCanvasElement,
  template: CanvasImageSource,
  tiles: CardTile[][],
  kind: CardKind,
): void {
  const { width, height } = cardSizes[kind];
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.clearRect(0, 0, width, height);
  ctx.drawImage(template, 0, 0, width, height);
  drawGrid(ctx, tiles, gridPlacements[kind]);
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
