import { Button, Flex } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';

/** A route that failed to load or threw while rendering: say so in Chinese, offer a way back. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : (error as Error)?.message;
  // Not antd's Result: it carries three large illustrations, and this element is in the first load
  // of every page (it must not itself need a chunk, since a failed chunk load is what it reports).
  return (
    <Flex vertical align="center" gap={16} style={{ padding: '48px 16px' }} role="alert">
      <CloseCircleFilled style={{ fontSize: 64, color: '#cf1322' }} aria-hidden />
      <h2 style={{ margin: 0, fontSize: 24, fontWeight: 600 }}>页面出错了</h2>
      <p style={{ margin: 0, color: 'rgba(0, 0, 0, 0.65)' }}>
        {detail ? `页面加载或显示时出错：${detail}` : '页面加载或显示时出错'}
      </p>
      <Flex gap={8}>
        <Button type="primary" onClick={() => window.location.reload()}>
          重新加载
        </Button>
        <Button onClick={() => navigate('/')}>返回首页</Button>
      </Flex>
    </Flex>
  );
}
