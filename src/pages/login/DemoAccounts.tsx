import { useEffect, useState } from 'react';
import { Button, Flex } from 'antd';
import { confirm, toast } from '@/lib/feedback';
import { demoApi, type DemoAccount } from '@/api/user';
import styles from './LoginPage.module.css';

/**
 * The demo accounts under the login form (config.demo only). Its own chunk, loaded only in a demo
 * deployment, and plain markup rather than Card and Table so that the login page stays light.
 */
export default function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const [accounts, setAccounts] = useState<DemoAccount[]>([]);

  useEffect(() => {
    demoApi.accounts().then(setAccounts, () => setAccounts([]));
  }, []);

  const resetDemo = async () => {
    if (
      !(await confirm({
        title: '重置演示数据',
        content: '所有演示数据将恢复为初始状态，确定吗？',
        okText: '重置',
      }))
    )
      return;
    await demoApi.reset();
    toast.success('演示数据已重置');
    setAccounts(await demoApi.accounts());
  };

  if (!accounts.length) return null;
  return (
    <div className={styles.demo}>
      <h2 className={styles.demoTitle}>演示账号（点击填入，验证码见图片）</h2>
      <ul className={styles.demoList}>
        {accounts.map((account) => (
          <li key={account.loginName}>
            <Button type="link" size="small" onClick={() => onPick(account)}>
              {account.loginName} / {account.password}
            </Button>
            <span>{account.orgname}</span>
            <span className={styles.secondary}>{account.description}</span>
          </li>
        ))}
      </ul>
      <Flex className={styles.demoFooter} justify="space-between" align="center">
        <span className={styles.secondary}>演示环境的数据保存在本浏览器中。</span>
        <Button size="small" onClick={resetDemo}>
          重置演示数据
        </Button>
      </Flex>
    </div>
  );
}
