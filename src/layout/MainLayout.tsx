import { Button, Dropdown, Layout, Menu, Space, Typography } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { getConfig } from '@/config';
import { mainRoutes } from '@/routes/table';
import { canOpen, findPageByPath } from '@/routes/lookup';
import { selectOrgName, useSession } from '@/stores/session';

const { Header, Sider, Content } = Layout;

/** The main layout: header with the organisation and the user menu, the side menu, the page. */
export default function MainLayout() {
  const config = getConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const orgName = useSession(selectOrgName);
  const roleName = useSession((s) => s.currentRoleName);
  const access = useSession((s) => s.access);
  const logout = useSession((s) => s.logout);
  const current = findPageByPath(location.pathname);

  const items = mainRoutes
    .filter((route) => !route.meta.hideInMenu)
    .map((section) => {
      const children = (section.children ?? [])
        .filter((page) => !page.meta.hideInMenu && canOpen(page, access))
        .map((page) => ({ key: `${section.path}/${page.path}`, label: page.meta.title }));
      return children.length ? { key: section.path, label: section.meta.title, children } : null;
    })
    .filter((item) => item !== null);

  return (
    <Layout style={{ minHeight: '100%' }}>
      <Header
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', color: '#fff' }}
      >
        <Typography.Text style={{ color: '#fff', fontSize: 18 }}>
          {config.cityName}
          {config.platformTitle}
        </Typography.Text>
        <Space>
          <span>欢迎您，{orgName}</span>
          <Dropdown
            menu={{
              items: [{ key: 'logout', icon: <LogoutOutlined />, label: '退出登录' }],
              onClick: async () => {
                await logout();
                navigate('/login');
              },
            }}
          >
            <Button type="text" icon={<UserOutlined />} style={{ color: '#fff' }}>
              {roleName}
            </Button>
          </Dropdown>
        </Space>
      </Header>
      <Layout>
        <Sider width={212} theme="light">
          <Menu
            mode="inline"
            selectedKeys={current ? [current.fullPath] : []}
            defaultOpenKeys={current?.section ? [current.section.path] : []}
            items={[{ key: '/home', label: '工作桌面' }, ...items]}
            onClick={({ key }) => navigate(key)}
          />
        </Sider>
        <Content style={{ padding: 16 }}>
          <Outlet />
        </Content>
      </Layout>
    </Layout>
  );
}
