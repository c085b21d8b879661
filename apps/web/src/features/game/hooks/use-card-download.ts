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

/** The card's tiles: each filled cell's photo (a photo that fails to load leaves its letter) and first name. */
async function cardTiles(matrix: UserMatrix): Promise<CardTile[][]> {
  return Promise.all(
    matrix.question.map((row, x) =>
      Promise.all(
        row.map(async (letter, y) => {
          const cell = matrix.answer[x]?.[y];
          if (!cell?.connected_name || !cell.image) return { letter };
          const image = await loadImage(cell.image).catch(() => null);
          return { letter, image, name: firstName(cell.connected_name) };
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
 * shown (docs/product.md, Messages).
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
