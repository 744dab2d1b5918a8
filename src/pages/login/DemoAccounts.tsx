import { useEffect, useState } from 'react';
import { Button, Card, Popconfirm, Table, Typography } from 'antd';
import { toast } from '@/app/feedback';
import { demoApi, type DemoAccount } from '@/api/user';
import styles from './LoginPage.module.css';

/** The stand-in's demo accounts (click to fill in) and a way to bring its data back to the seed. */
export default function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const [accounts, setAccounts] = useState<DemoAccount[]>([]);

  useEffect(() => {
    demoApi.accounts().then(setAccounts, () => setAccounts([]));
  }, []);

  const reset = async () => {
    await demoApi.reset();
    toast.success('演示数据已重置');
    setAccounts(await demoApi.accounts());
  };

  if (!accounts.length) return null;
  return (
    <Card className={styles.demo} size="small" title="演示账号（点击填入，验证码见图片）">
      <Table<DemoAccount>
        size="small"
        rowKey="loginName"
        pagination={false}
        dataSource={accounts}
        onRow={(account) => ({ onClick: () => onPick(account), style: { cursor: 'pointer' } })}
        columns={[
          { title: '账号', dataIndex: 'loginName', width: 110 },
          { title: '密码', dataIndex: 'password', width: 110 },
          { title: '单位', dataIndex: 'orgname' },
          { title: '说明', dataIndex: 'description' },
        ]}
      />
      <div className={styles.demoFooter}>
        <Typography.Text type="secondary">演示环境的数据保存在本浏览器中。</Typography.Text>
        <Popconfirm
          title="重置演示数据"
          description="所有演示数据将恢复为初始状态，确定吗？"
          okText="重置"
          cancelText="取消"
          onConfirm={reset}
        >
          <Button size="small">重置演示数据</Button>
        </Popconfirm>
      </div>
    </Card>
  );
}
