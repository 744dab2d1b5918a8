import { lazy, Suspense, type ComponentProps } from 'react';

const Tooltip = lazy(() => import('antd/es/tooltip'));

/** antd's Tooltip, loaded when first shown (see narrowAntdImports in vite.config.ts). */
export default function DeferredTooltip(props: ComponentProps<typeof Tooltip>) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
