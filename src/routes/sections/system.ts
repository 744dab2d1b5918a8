import { ACCESS } from '@/domain/access';
import type { PageRoute } from '../types';

/** 系统维护: the account's own information. */
export const systemSection = {
  name: 'system',
  path: '/system',
  meta: { title: '系统维护', icon: 'SettingOutlined', showAlways: true },
  children: [
    {
      name: 'system_account',
      path: 'account',
      meta: { title: '账号信息', icon: 'UserOutlined', access: ACCESS.systemAccount },
      page: () => import('@/pages/system/AccountPage'),
    },
  ],
} as const satisfies PageRoute;
