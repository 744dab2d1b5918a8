import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from 'antd';

const LazyModal = lazy(() => import('antd/es/modal'));

/**
 * antd's Modal for a dialog behind a click: a closed dialog that was never open renders nothing, as
 * antd's own does, so its code loads when it first opens.
 */
export default function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(false);
  if ((props.open || props.forceRender) && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyModal {...props} />
    </Suspense>
  );
}
