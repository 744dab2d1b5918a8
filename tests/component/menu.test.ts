import { describe, expect, it } from 'vitest';
import { buildMenu, externalUrl } from '@/routes/menu';
import type { PageRoute } from '@/routes/types';

const page = (name: string, meta: Partial<PageRoute['meta']> = {}): PageRoute => ({
  name,
  path: name,
  meta: { title: name, ...meta },
  page: () => Promise.resolve({ default: () => null }),
});

const routes: PageRoute[] = [
  { ...page('/home', { hideInMenu: true }), name: 'home' },
  { ...page('/notice'), name: 'notice' },
  {
    name: 'worker',
    path: '/worker',
    meta: { title: '作业人员' },
    children: [
      page('overview', { access: 'w1' }),
      page('query', { access: 'w2' }),
      page('detail', { hideInMenu: true }),
    ],
  },
  { name: 'single', path: '/single', meta: { title: '单项' }, children: [page('only', { access: 's1' })] },
  {
    name: 'system',
    path: '/system',
    meta: { title: '系统维护', showAlways: true },
    children: [page('account', { access: 'a1' })],
  },
  {
    name: 'service',
    path: '/service',
    meta: { title: '自助服务' },
    children: [
      page('apply', { access: 'c1' }),
      page('external', { access: 'c1', href: 'https://ext.example.cn/entry?x=1', hrefQuery: 'noAccount' }),
    ],
  },
];

describe('menu building', () => {
  it('filters by access and hidden flags; several children make a submenu', () => {
    const menu = buildMenu(routes, ['w1', 'w2', 's1', 'a1']);
    expect(menu.map((m) => m.key)).toEqual(['/notice', 'section:worker', '/single/only', 'section:system']);
    expect(menu[1].children?.map((c) => c.key)).toEqual(['/worker/overview', '/worker/query']);
  });

  it('a single visible child stands alone unless showAlways', () => {
    const menu = buildMenu(routes, ['w1', 'a1']);
    expect(menu.find((m) => m.key === '/worker/overview')?.children).toBeUndefined();
    expect(menu.find((m) => m.key === 'section:system')?.children?.map((c) => c.key)).toEqual([
      '/system/account',
    ]);
  });

  it('leaves out sections with nothing the role may open', () => {
    expect(buildMenu(routes, []).map((m) => m.key)).toEqual(['/notice']);
  });

  it('external entries carry their target and the query they need', () => {
    const menu = buildMenu(routes, ['c1']);
    const external = menu.find((m) => m.key === 'section:service')?.children?.[1];
    expect(external?.key).toBe('href:external');
    const context = { ssoToken: 'sso-123', userId: 'user-9', companyId: 'unit-4' };
    expect(externalUrl(external!.external!, context)).toBe('https://ext.example.cn/entry?x=1&noAccount=1');
    const base = { href: 'https://ext.example.cn/a' };
    expect(externalUrl({ ...base, hrefQuery: 'ssoToken' }, context)).toBe(
      'https://ext.example.cn/a?ssoToken=sso-123',
    );
    expect(externalUrl({ ...base, hrefQuery: 'userId' }, context)).toBe(
      'https://ext.example.cn/a?userId=user-9',
    );
    expect(externalUrl({ ...base, hrefQuery: 'companyId' }, context)).toBe(
      'https://ext.example.cn/a?companyId=unit-4',
    );
  });
});
