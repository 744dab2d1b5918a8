import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** What a stand-in gets besides the input's props: call `activate` when the user reaches for it. */
export interface StandInProps {
  activate: () => void;
}

/** Runs `task` when the browser has nothing better to do (soon after, where it cannot tell). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

/** Every lazy input made here: once a form is on screen, all of them load when the browser is idle. */
const everyPreload = new Set<() => Promise<unknown>>();
let idlePreloadScheduled = false;
export function preloadLazyInputsWhenIdle() {
  if (idlePreloadScheduled) return;
  idlePreloadScheduled = true;
  whenIdle(() => everyPreload.forEach((preload) => void preload().catch(() => undefined)));
}

/** Adds code a form may need soon to what loads when the browser is idle (at once if that time has come). */
export function preloadWhenIdle(preload: () => Promise<unknown>) {
  everyPreload.add(preload);
  if (idlePreloadScheduled) whenIdle(() => void preload().catch(() => undefined));
}

/**
 * An input whose code loads after the page is usable: `standIn` (an inert box of the same size) shows
 * until then, so nothing moves when the real input takes its place. Loading starts at once when the
 * input is on screen; `preloadLazyInputsWhenIdle` loads them all before, so a filter unfolded or a
 * form switched to editing finds its inputs ready. Where the user put the focus on the stand-in, it
 * moves to the real input (found by the form item's `id`).
 */
export function lazyInput<P extends { id?: unknown }>(
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
  preloadWhenIdle(preload);

  function LazyInput(props: P) {
    const [Input, setInput] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failure, setFailure] = useState<unknown>();
    const wantsFocus = useRef(false);
    useEffect(() => {
      if (Input) return;
      let mounted = true;
      preload().then(
        (component) => mounted && setInput(() => component),
        (error: unknown) => mounted && setFailure(error),
      );
      return () => {
        mounted = false;
      };
    }, [Input]);
    useEffect(() => {
      if (!Input || !wantsFocus.current || typeof props.id !== 'string') return;
      wantsFocus.current = false;
      document.getElementById(props.id)?.focus();
    }, [Input, props.id]);
    // The page's error boundary says that a part of it failed to load, as for a lazy page.
    if (failure) throw failure;
    if (Input) return <Input {...props} />;
    const activate = () => {
      wantsFocus.current = true;
      void preload().catch(() => undefined);
    };
    return standIn({ ...props, activate });
  }
  LazyInput.preload = preload;
  return LazyInput;
}
