import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMediaQuery } from '@/utils/mediaQuery';

const standIn = window.matchMedia;

/** A browser's media queries whose answers the test changes, announcing each change as a browser does. */
function fakeMedia(initial: Record<string, boolean>) {
  const answers = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return answers[query] ?? false;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => {
        if (!listeners.has(query)) listeners.set(query, new Set());
        listeners.get(query)!.add(listener);
      },
      removeEventListener: (_type: string, listener: () => void) => listeners.get(query)?.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    set(query: string, matches: boolean) {
      answers[query] = matches;
      for (const listener of listeners.get(query) ?? []) listener();
    },
    listening: (query: string) => listeners.get(query)?.size ?? 0,
  };
}

afterEach(() => {
  window.matchMedia = standIn;
});

describe('useMediaQuery', () => {
  it('answers at once and again whenever the browser says the answer changed', () => {
    const media = fakeMedia({ '(prefers-reduced-motion: reduce)': false });
    const { result } = renderHook(() => useMediaQuery('(prefers-reduced-motion: reduce)'));
    expect(result.current).toBe(false);
    act(() => media.set('(prefers-reduced-motion: reduce)', true));
    expect(result.current).toBe(true);
    act(() => media.set('(prefers-reduced-motion: reduce)', false));
    expect(result.current).toBe(false);
  });

  it('follows a new query and stops listening to the old one and when unmounted', () => {
    const narrow = '(max-width: 767.98px)';
    const wide = '(min-width: 768px)';
    const media = fakeMedia({ [narrow]: true, [wide]: false });
    const { result, rerender, unmount } = renderHook(({ query }) => useMediaQuery(query), {
      initialProps: { query: narrow },
    });
    expect(result.current).toBe(true);
    rerender({ query: wide });
    expect(result.current).toBe(false);
    expect(media.listening(narrow)).toBe(0);
    expect(media.listening(wide)).toBe(1);
    unmount();
    expect(media.listening(wide)).toBe(0);
  });
});
