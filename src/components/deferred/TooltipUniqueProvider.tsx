import { lazy, Suspense, type ComponentProps } from 'react';

const UniqueProvider = lazy(() => import('antd/es/tooltip/UniqueProvider'));

/** antd's shared-tooltip provider, loaded when first used (see narrowAntdImports in vite.config.ts). */
export default function DeferredUniqueProvider(props: ComponentProps<typeof UniqueProvider>) {
  return (
    <Suspense fallback={props.children}>
      <UniqueProvider {...props} />
    </Suspense>
  );
}
