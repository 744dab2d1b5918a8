import { Button, Result } from 'antd';
import type { ResultStatusType } from 'antd/es/result';
import { useNavigate } from 'react-router-dom';

/** The shared body of /401, /500 and 404: what happened, in Chinese, and a way back. */
export function ErrorPage({
  status,
  title,
  subTitle,
}: {
  status: ResultStatusType;
  title: string;
  subTitle: string;
}) {
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      extra={[
        <Button key="home" type="primary" onClick={() => navigate('/')}>
          返回首页
        </Button>,
        <Button key="back" onClick={() => navigate(-1)}>
          返回上一页
        </Button>,
      ]}
    />
  );
}
