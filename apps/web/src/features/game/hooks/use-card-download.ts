import type { EventInfo, UserMatrix } from '@hoogo/core';
import { useState } from 'react';
import {
  type CardKind,
  type CardTile,
  cardFileName,
  composeCard,
  downloadCanvasPng,
  loadImage,
  templateSize,
} from '@/lib/card-canvas';
import { firstName } from '../components/player-grid';

/**
 * The picture of a filled tile without a photo (the selfie was deleted, docs/data.md, or it does not
 * load): a quiet silhouette in the grid's colours, under the name drawn like on a photo. Null where the
 * browser gives no 2D canvas: the tile then shows its letter and the name still counts in the card.
 */
export function noPhotoTile(size = 240): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#e0e7ff';
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = '#a5b4fc';
  ctx.beginPath();
  ctx.arc(size / 2, size * 0.34, size * 0.15, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(size / 2, size * 0.84, size * 0.3, size * 0.26, 0, Math.PI, 0);
  ctx.fill();
  return canvas;
}

/** The card's tiles: each filled cell's photo (or the no-photo picture) and first name; empty cells their letter. */
export async function cardTiles(matrix: UserMatrix): Promise<CardTile[][]> {
  let placeholder: HTMLCanvasElement | null | undefined;
  const withoutPhoto = () => {
    placeholder ??= noPhotoTile();
    return placeholder;
  };
  return Promise.all(
    matrix.question.map((row, x) =>
      Promise.all(
        row.map(async (letter, y): Promise<CardTile> => {
          const cell = matrix.answer[x]?.[y];
          if (!cell?.connected_name) return { letter };
          const photo = cell.image ? await loadImage(cell.image).catch(() => null) : null;
          return { letter, image: photo ?? withoutPhoto(), name: firstName(cell.connected_name) };
        }),
      ),
    ),
  );
}

export function templateUrl(info: EventInfo, kind: CardKind): string {
  return kind === 'story'
    ? (info.templates?.story.url ?? info.others_story)
    : (info.templates?.post.url ?? info.others_post);
}

/** Draws the card of `kind` on the event's template: the canvas has the template's size times `pixelRatio`. */
export async function renderCard(
  info: EventInfo,
  matrix: UserMatrix,
  kind: CardKind,
  pixelRatio = 1,
): Promise<HTMLCanvasElement> {
  const [template, tiles] = await Promise.all([
    loadImage(templateUrl(info, kind), { bustCache: true }),
    cardTiles(matrix),
  ]);
  const canvas = document.createElement('canvas');
  composeCard(canvas, template, tiles, kind, { size: templateSize(template, kind), pixelRatio });
  return canvas;
}

/**
 * Draws the card on the event's story or post template and saves it as a PNG: the canvas
 * has the template's natural size times the device pixel ratio. A failed capture is only logged, not
 * shown (docs/product.md, "Messages").
 */
export function useCardDownload(info: EventInfo | undefined, matrix: UserMatrix | undefined) {
  const [downloading, setDownloading] = useState<Record<CardKind, boolean>>({ story: false, post: false });

  async function download(kind: CardKind) {
    if (!info || !matrix) return;
    setDownloading((state) => ({ ...state, [kind]: true }));
    try {
      const canvas = await renderCard(info, matrix, kind, window.devicePixelRatio || 1);
      downloadCanvasPng(canvas, cardFileName(info.name, kind));
    } catch (error) {
      console.error(error);
    } finally {
      setDownloading((state) => ({ ...state, [kind]: false }));
    }
  }

  return { downloading, download };
}
