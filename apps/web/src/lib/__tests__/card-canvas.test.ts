// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { type CardKind, composeCard, sampleTiles } from '../card-canvas';
import { publicEventLink, QR_QUIET_ZONE_MODULES, qrFileName, quietZoneMarginPx } from '../qr';

/**
 * A canvas whose 2D context keeps the corner points of every path drawn, mapped through the current
 * transform to canvas pixels: jsdom draws nothing, so the tiles' outlines are what the test can see.
 */
function recordingCanvas() {
  const points: Array<{ x: number; y: number }> = [];
  let transform = [1, 0, 0, 1, 0, 0];
  const keep = (x: number, y: number) => {
    const [a = 1, , , d = 1, e = 0, f = 0] = transform;
    points.push({ x: a * x + e, y: d * y + f });
  };
  const context = new Proxy(
    {
      setTransform: (...matrix: number[]) => {
        transform = matrix;
      },
      moveTo: keep,
      arcTo: (x1: number, y1: number, x2: number, y2: number) => {
        keep(x1, y1);
        keep(x2, y2);
      },
    } as Record<string | symbol, unknown>,
    { get: (target, name) => target[name] ?? (() => {}), set: () => true },
  );
  const canvas = { width: 0, height: 0, getContext: () => context } as unknown as HTMLCanvasElement;
  /** The box around everything outlined, in canvas pixels. */
  const outlined = () => {
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    return {
      x: Math.min(...xs),
      y: Math.min(...ys),
      width: Math.max(...xs) - Math.min(...xs),
      height: Math.max(...ys) - Math.min(...ys),
    };
  };
  return { canvas, outlined };
}

const compose = (kind: CardKind, pixelRatio = 1) => {
  const { canvas, outlined } = recordingCanvas();
  composeCard(canvas, {} as CanvasImageSource, sampleTiles(null), kind, { pixelRatio });
  return { canvas, box: outlined() };
};

describe('card composition', () => {
  it('draws the grid where the card layout says: story 125,385 823px, post 106,325 500px', () => {
    expect(compose('story').box).toEqual({ x: 125, y: 385, width: 823, height: 823 });
    expect(compose('post').box).toEqual({ x: 106, y: 325, width: 500, height: 500 });
  });

  it('keeps the grid on its place on a high-density screen, the canvas scaled by the pixel ratio', () => {
    const { canvas, box } = compose('story', 2);
    expect({ width: canvas.width, height: canvas.height }).toEqual({ width: 2160, height: 3840 });
    expect(box).toEqual({ x: 250, y: 770, width: 1646, height: 1646 });
  });

  it('fills a preview with the event letters and B I N G O where a cell is empty', () => {
    const matrix = Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => ''));
    matrix[0]![0] = 'Q';
    const tiles = sampleTiles(matrix);
    expect(tiles[0]?.map((tile) => tile.letter).join('')).toBe('QINGO');
    expect(tiles[4]?.map((tile) => tile.letter).join('')).toBe('BINGO');
  });
});

describe('event QR', () => {
  it('encodes the public link and names the download', () => {
    expect(publicEventLink('DevMeetup', 'https://hoogo.app')).toBe('https://hoogo.app/DevMeetup');
    expect(qrFileName('DevMeetup')).toBe('DevMeetup_QR');
  });
});

describe('QR quiet zone', () => {
  it.each([
    [2048, 33],
    [1024, 37],
    [300, 29],
    [250, 41],
  ])('leaves at least 4 modules of light around a code drawn at %i px with %i modules', (size, count) => {
    const margin = quietZoneMarginPx(size, count);
    // The drawing rounds the module down and centres the code.
    const module = Math.floor((size - 2 * margin) / count);
    const quietZone = (size - count * module) / 2;
    expect(quietZone / module).toBeGreaterThanOrEqual(QR_QUIET_ZONE_MODULES);
    expect(QR_QUIET_ZONE_MODULES).toBe(4);
  });
});
