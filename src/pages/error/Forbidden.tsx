import { ErrorPage } from './ErrorPage';

export default function Forbidden() {
  return (
    <ErrorPage
      status="403"
      title="401 无权访问"
      subTitle="当前角色没有访问该页面的权限，可在页头切换角色后再试。"
    />
  );
}
