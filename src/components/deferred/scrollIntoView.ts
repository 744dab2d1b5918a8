import type { StandardBehaviorOptions } from 'scroll-into-view-if-needed';
import { preloadWhenIdle } from './lazyInput';

type Scroll = (target: Element, options?: StandardBehaviorOptions) => void;

let loaded: Scroll | undefined;
const load = () => import('scroll-into-view-if-needed').then((module) => (loaded = module.default));
// Wanted only after a failed submit: it loads with the lazy inputs, once a form is on screen.
preloadWhenIdle(load);

/**
 * antd's form scrolls to a field (scrollToField, scrollToFirstError) with scroll-into-view-if-needed;
 * vite.config.ts (narrowAntdImports) points that import here, off every form's and list's first load.
 * Loaded by then, it scrolls at once, as antd's call does.
 */
export default function scrollIntoView(target: Element, options?: StandardBehaviorOptions): void {
  if (loaded) loaded(target, options);
  else void load().then((scroll) => scroll(target, options));
}
