import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';

/** Why the page has no record when its address names none. */
const NO_RECORD_KEY = '链接中没有记录编号，请从列表中打开要查看的记录。';

interface Props {
  /** Why: the server's answer (报检申请不存在或已删除); by default, that the address names no record. */
  reason?: string;
  /** The page's way back (to its list); the portal's home otherwise. */
  onBack?: () => void;
}

/**
 * What a record page shows instead of its record: opened without one (an old link, an address typed
 * by hand; then nothing is asked of the server) or with one the server does not have for this unit.
 * No 重试, which could not help; the way back is one click away.
 */
export function RecordMissing({ reason = NO_RECORD_KEY, onBack }: Props) {
  const navigate = useNavigate();
  return (
    <Alert
      type="warning"
      showIcon
      title="未找到该记录"
      description={reason}
      action={
        <Button size="small" onClick={onBack ?? (() => navigate('/'))}>
          {onBack ? '返回' : '返回首页'}
        </Button>
      }
    />
  );
}
