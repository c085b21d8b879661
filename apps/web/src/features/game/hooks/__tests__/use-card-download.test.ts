// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filledCell, matrixWith } from '@/testing/fixtures';

const loadImage = vi.hoisted(() => vi.fn());
vi.mock('@/lib/card-canvas', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/card-canvas')>()),
  loadImage,
}));

const { cardTiles } = await import('../use-card-download');

/** jsdom draws nothing: a 2D context that takes every call. */
function stubCanvas() {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, name) => target[name] ?? (() => {}),
    set: () => true,
  });
  return vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
}

afterEach(() => {
  vi.restoreAllMocks();
  loadImage.mockReset();
});

describe('the tiles of the downloaded card', () => {
  it('draws a deleted selfie as the no-photo picture with the name, and loads nothing for it', async () => {
    stubCanvas();
    const photo = document.createElement('canvas');
    loadImage.mockResolvedValue(photo);
    const deleted = { ...filledCell(0, 1, 'Ivy Chen'), image: null, thumbnail: null };
    const matrix = matrixWith([filledCell(0, 0, 'Bob Builder'), deleted]);
    const tiles = await cardTiles(matrix);

    expect(tiles[0]?.[0]).toEqual({ letter: matrix.question[0]?.[0], image: photo, name: 'Bob' });
    const without = tiles[0]?.[1];
    expect(without?.name).toBe('Ivy');
    expect(without?.image).toBeInstanceOf(HTMLCanvasElement);
    expect(without?.image).not.toBe(photo);
    expect(loadImage).toHaveBeenCalledTimes(1);
    expect(loadImage).toHaveBeenCalledWith('/media/photos/0-0.jpg');
    // An empty cell keeps its letter.
    expect(tiles[1]?.[0]).toEqual({ letter: matrix.question[1]?.[0] });
  });

  it('draws a selfie that fails to load the same way, so the card is still made', async () => {
    stubCanvas();
    loadImage.mockRejectedValue(new Error('Could not load /media/photos/0-0.jpg'));
    const tiles = await cardTiles(matrixWith([filledCell(0, 0, 'Bob Builder')]));
    expect(tiles[0]?.[0]?.name).toBe('Bob');
    expect(tiles[0]?.[0]?.image).toBeInstanceOf(HTMLCanvasElement);
  });
});
