// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, SMALL_SCREEN_QUERY, useToasterLayout } from '../toast';

/** A matchMedia whose answer the test sets, telling its listeners like a resized window does. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const queries: string[] = [];
  const matchMedia = vi.fn((query: string) => {
    queries.push(query);
    return {
      get matches() {
        return matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    queries,
    resize(small: boolean) {
      matches = small;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toaster layout', () => {
  it('drops toasts from the top on a phone and keeps bottom-center on wider screens, following resizes', () => {
    const media = fakeMatchMedia(true);
    const { result } = renderHook(() => useToasterLayout());
    expect(media.queries).toContain(SMALL_SCREEN_QUERY);
    expect(result.current.position).toBe('top-center');
    act(() => media.resize(false));
    expect(result.current.position).toBe('bottom-center');
    act(() => media.resize(true));
    expect(result.current.position).toBe('top-center');
  });

  it('keeps bottom-center on a wide screen', () => {
    fakeMatchMedia(false);
    const { result } = renderHook(() => useToasterLayout());
    expect(result.current.position).toBe('bottom-center');
  });
});

describe('notify', () => {
  it('shows a sentence once however often it is said while on screen; another sentence stacks', async () => {
    render(<Toaster />);
    act(() => {
      notify.error('Too many downloads. Please try again in 30 seconds.');
      notify.error('Too many downloads. Please try again in 30 seconds.');
      notify.error('Too many downloads. Please try again in 30 seconds.');
    });
    expect(await screen.findAllByText('Too many downloads. Please try again in 30 seconds.')).toHaveLength(1);
    act(() => {
      notify.error('Something else');
    });
    expect(await screen.findByText('Something else')).toBeInTheDocument();
    expect(screen.getAllByText('Too many downloads. Please try again in 30 seconds.')).toHaveLength(1);
  });
});
