import { Button, Result } from 'antd';

/** What a tab shows when its page has thrown. */
export default function PageErrorResult({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <Result
      status="error"
      title="页面出错了"
      subTitle={`本页遇到错误：${message}。其他页面不受影响，可重新加载本页。`}
      extra={
        <Button type="primary" onClick={onReload}>
          重新加载
        </Button>
      }
    />
  );
}
