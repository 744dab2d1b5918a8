import { ErrorPage } from './ErrorPage';

export default function NotFound() {
  return (
    <ErrorPage status="404" title="404 页面不存在" subTitle="您访问的页面不存在或已被移除，请检查地址。" />
  );
}
