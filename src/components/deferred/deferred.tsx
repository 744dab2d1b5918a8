import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * An antd component that loads when it first renders, showing `fallback` until then. vite.config.ts
 * (narrowAntdImports) points antd's own imports of rarely used parts here, so they stay off the
 * first screen.
 */
export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: (props: P) => ReactNode = () => null,
) {
  const Component = lazy(load);
  return function Deferred(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Component {...props} />
      </Suspense>
    );
  };
}
