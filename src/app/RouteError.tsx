import { Button, Result } from 'antd';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';

/** A route that failed to load or threw while rendering: say so in Chinese, offer a way back. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : (error as Error)?.message;
  return (
    <Result
      status="error"
      title="页面出错了"
      subTitle={detail ? `页面加载或显示时出错：${detail}` : '页面加载或显示时出错'}
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          重新加载
        </Button>,
        <Button key="home" onClick={() => navigate('/')}>
          返回首页
        </Button>,
      ]}
    />
  );
}
