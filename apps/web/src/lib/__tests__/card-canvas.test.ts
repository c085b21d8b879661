import { describe, expect, it } from 'vitest';
import { gridPlacements, sampleTiles } from '../card-canvas';
import { publicEventLink, qrFileName } from '../qr';

describe('card composition', () => {
  it('places the grid where the card layout says: story 125,385 823px, post 106,325 500px', () => {
    expect(gridPlacements.story).toEqual({ x: 125, y: 385, size: 823 });
    expect(gridPlacements.post).toEqual({ x: 106, y: 325, size: 500 });
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
