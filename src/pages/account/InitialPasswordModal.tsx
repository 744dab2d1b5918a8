import { Modal, Typography } from 'antd';
import { INITIAL_PASSWORD_NOTE } from '@/domain/accountAdmin';

export interface IssuedPassword {
  loginName: string;
  initialPassword: string;
}

/** Shows a new initial password once, for the administrator to pass on by phone. */
export function InitialPasswordModal({
  issued,
  onClose,
}: {
  issued: IssuedPassword | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={!!issued}
      title="初始密码已生成"
      okText="我已记下"
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      {issued && (
        <>
          <Typography.Paragraph>
            账号 <Typography.Text strong>{issued.loginName}</Typography.Text> 的初始密码：
          </Typography.Paragraph>
          <Typography.Paragraph>
            <Typography.Text code copyable style={{ fontSize: 18 }} data-testid="initial-password">
              {issued.initialPassword}
            </Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{INITIAL_PASSWORD_NOTE}</Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
