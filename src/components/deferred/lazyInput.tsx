import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '@/lib/afterFirstScreen';

/** What a stand-in gets besides the input's props: call `activate` when the user reaches for it. */
export interface StandInProps {
  activate: () => void;
}

/** The longest a lazy input's preload waits for an idle period. */
const PRELOAD_WITHIN_MS = 2000;

/** Every lazy input made here: once a form is on screen, all of them load when the browser is idle. */
const everyPreload = new Set<() => Promise<unknown>>();
let idlePreloadScheduled = false;
export function preloadLazyInputsWhenIdle() {
  if (idlePreloadScheduled) return;
  idlePreloadScheduled = true;
  whenIdle(() => everyPreload.forEach((preload) => void preload().catch(() => undefined)), PRELOAD_WITHIN_MS);
}

/** Adds code a form may need soon to what loads when the browser is idle (at once if that time has come). */
export function preloadWhenIdle(preload: () => Promise<unknown>) {
  everyPreload.add(preload);
  if (idlePreloadScheduled) whenIdle(() => void preload().catch(() => undefined), PRELOAD_WITHIN_MS);
}

/**
 * A component whose code loads after the page is usable: `standIn` (an inert box of the same size)
 * shows until then, so nothing moves when the real one takes its place. Loading starts at once when
 * it is on screen, or earlier with `preload`; once loaded it renders at once, without a stand-in. Where
 * the user put the focus on the stand-in, it moves to the real input (found by the form item's `id`).
 */
function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  standIn: (props: P & StandInProps) => ReactNode,
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk (a deploy replaced it, the network dropped) is asked for again next time.
        loading = undefined;
        throw error;
      },
    ));

  function LazyComponent(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failure, setFailure] = useState<unknown>();
    const wantsFocus = useRef(false);
    const { id } = props as { id?: unknown };
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      preload().then(
        (component) => mounted && setComponent(() => component),
        (error: unknown) => mounted && setFailure(error),
      );
      return () => {
        mounted = false;
      };
    }, [Component]);
    useEffect(() => {
      if (!Component || !wantsFocus.current || typeof id !== 'string') return;
      wantsFocus.current = false;
      document.getElementById(id)?.focus();
    }, [Component, id]);
    // The page's error boundary says that a part of it failed to load, as for a lazy page.
    if (failure) throw failure;
    if (Component) return <Component {...props} />;
    const activate = () => {
      wantsFocus.current = true;
      void preload().catch(() => undefined);
    };
    return standIn({ ...props, activate });
  }
  LazyComponent.preload = preload;
  return LazyComponent;
}

/**
 * An input whose code loads after the page is usable, behind `standIn` (lazyComponent);
 * `preloadLazyInputsWhenIdle` loads them all before, so a filter unfolded or a form switched to
 * editing finds its inputs ready.
 */
export function lazyInput<P extends { id?: unknown }>(
  load: () => Promise<ComponentType<P>>,
  standIn: (props: P & StandInProps) => ReactNode,
) {
  const input = lazyComponent(load, standIn);
  preloadWhenIdle(input.preload);
  return input;
}

/**
 * A block of a page below its first screen (a record's tabs) whose code loads after the page is
 * usable, behind `standIn` of its size (lazyComponent); `preload` when the page knows it will show it.
 */
export function lazyBlock<P extends object>(
  load: () => Promise<ComponentType<P>>,
  standIn: (props: P) => ReactNode,
) {
  return lazyComponent(load, standIn);
}
