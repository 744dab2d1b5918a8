import { Spin } from 'antd';

/** While a page's code or data loads. */
export function PageLoading() {
  return (
    <div style={{ minHeight: 240, height: '100%', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" />
    </div>
  );
}
