import { lazy, Suspense, type ComponentProps } from 'react';

const Tabs = lazy(() => import('antd/es/tabs'));

/** antd's Tabs inside a Card, loaded when a card really has tabs (see narrowAntdImports in vite.config.ts). */
export default function DeferredTabs(props: ComponentProps<typeof Tabs>) {
  return (
    <Suspense fallback={null}>
      <Tabs {...props} />
    </Suspense>
  );
}
