import { describe, expect, it } from 'vitest';
import { isScreenId, PINNED_LEADERS_MAX, parseScreenCommand, SCREEN_NAME_MAX, screenName } from '../index.js';

/** What the server accepts from a remote and a screen (docs/decisions/0080-the-remote.md). */
describe('screen commands and names', () => {
  it('accepts each command in its shape and nothing else', () => {
    expect(parseScreenCommand({ kind: 'page', step: -1 })).toEqual({ kind: 'page', step: -1 });
    expect(parseScreenCommand({ kind: 'page', step: 2 })).toBeNull();
    expect(parseScreenCommand({ kind: 'paging', paused: true, extra: 'x' })).toEqual({
      kind: 'paging',
      paused: true,
    });
    expect(parseScreenCommand({ kind: 'qr', shown: 'no' })).toBeNull();
    expect(parseScreenCommand({ kind: 'lobby', shown: true })).toEqual({ kind: 'lobby', shown: true });
    expect(parseScreenCommand({ kind: 'lobby', shown: 1 })).toBeNull();
    expect(parseScreenCommand({ kind: 'view', view: 'finale' })).toBeNull();
    expect(parseScreenCommand({ kind: 'sound', muted: false })).toEqual({ kind: 'sound', muted: false });
    expect(parseScreenCommand({ kind: 'test_sound' })).toEqual({ kind: 'test_sound' });
    expect(parseScreenCommand({ kind: 'pinned', count: PINNED_LEADERS_MAX })).toEqual({
      kind: 'pinned',
      count: PINNED_LEADERS_MAX,
    });
    expect(parseScreenCommand({ kind: 'pinned', count: PINNED_LEADERS_MAX + 1 })).toBeNull();
    expect(parseScreenCommand({ kind: 'pinned', count: 1.5 })).toBeNull();
    expect(parseScreenCommand({ kind: 'spotlight', event_register_id: 'p-1' })).toEqual({
      kind: 'spotlight',
      event_register_id: 'p-1',
    });
    expect(parseScreenCommand({ kind: 'spotlight', event_register_id: null })).toEqual({
      kind: 'spotlight',
      event_register_id: null,
    });
    expect(parseScreenCommand({ kind: 'spotlight', event_register_id: '<b>' })).toBeNull();
    expect(parseScreenCommand({ kind: 'spotlight_photo', image: '/media/abc.jpg' })).toEqual({
      kind: 'spotlight_photo',
      image: '/media/abc.jpg',
    });
    expect(parseScreenCommand({ kind: 'spotlight_photo', image: null })).toEqual({
      kind: 'spotlight_photo',
      image: null,
    });
    expect(parseScreenCommand({ kind: 'finale', source: 'voting' })).toEqual({
      kind: 'finale',
      source: 'voting',
    });
    expect(parseScreenCommand({ kind: 'finale', source: 'game' })).toEqual({
      kind: 'finale',
      source: 'game',
    });
    expect(parseScreenCommand({ kind: 'finale', source: 'both' })).toBeNull();
    expect(parseScreenCommand({ kind: 'finale_end', extra: 1 })).toEqual({ kind: 'finale_end' });
    for (const image of ['', 'x'.repeat(2049), 42, undefined]) {
      expect(parseScreenCommand({ kind: 'spotlight_photo', image })).toBeNull();
    }
    expect(parseScreenCommand({ kind: 'eval' })).toBeNull();
    expect(parseScreenCommand(null)).toBeNull();
    expect(parseScreenCommand('top')).toBeNull();
  });

  it('keeps a name printable, trimmed and short; an id of safe characters', () => {
    expect(screenName('  Main\u0000 hall\n ')).toBe('Main hall');
    expect(screenName('x'.repeat(SCREEN_NAME_MAX + 10))).toHaveLength(SCREEN_NAME_MAX);
    expect(screenName(42)).toBeNull();
    expect(isScreenId('s0123456789abcdef')).toBe(true);
    expect(isScreenId('short')).toBe(false);
    expect(isScreenId('<script>alert(1)</script>')).toBe(false);
  });
});
