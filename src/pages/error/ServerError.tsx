import { ErrorPage } from './ErrorPage';

export default function ServerError() {
  return <ErrorPage status="500" title="500 服务器错误" subTitle="服务器出错了请稍后再试。" />;
}
