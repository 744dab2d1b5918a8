import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { Badge, Button, Space } from 'antd';
import Dropdown from '@/components/deferred/Dropdown';
import Tooltip from '@/components/deferred/Tooltip';
import {
  BugOutlined,
  CheckOutlined,
  DownOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  KeyOutlined,
  LogoutOutlined,
  MenuOutlined,
  SafetyCertificateFilled,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { getConfig } from '@/config';
import { useErrorLog } from '@/stores/errorLog';
import { selectOrgName, useSession } from '@/stores/session';
import { fullDate } from '@/utils/fullDate';
import { afterFirstScreen } from './idlePrefetch';

// The search and the bell (with the server-state cache and the list calls they count with, about 23 KB)
// load once the first screen is done: neither is worth delaying it.
const HeaderSearch = lazy(() => import('./HeaderSearch'));
const HeaderBell = lazy(() => import('./HeaderBell'));

/** The error-log indicator is shown per config, and never in development when developmentOff. */
export function errorLogIndicatorShown(): boolean {
  const { showInHeader, developmentOff } = getConfig().plugin.errorStore;
  return showInHeader && !(developmentOff && import.meta.env.DEV);
}

function useFullscreen(): [boolean, () => void] {
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return [full, toggle];
}

/**
 * Top bar: platform title, date, welcome line, search by code, what needs attention, role switch,
 * fullscreen, error log and user menu; on a phone (onOpenMenu given) first the button that opens the
 * side menu.
 */
export const HeaderBar = memo(function HeaderBar({
  onChangeRole,
  onChangePassword,
  beforeLogout,
  onOpenMenu,
  toolsShown,
}: {
  onChangeRole: (roleId: string) => void;
  onChangePassword: () => void;
  /** Whether logging out may go on (open tabs may hold unsaved input). */
  beforeLogout: () => Promise<boolean>;
  onOpenMenu?: () => void;
  /** The search and the bell: once the shell has mounted. */
  toolsShown: boolean;
}) {
  const config = getConfig();
  const navigate = useNavigate();
  const orgName = useSession(selectOrgName);
  const name = useSession((s) => s.name);
  const roles = useSession((s) => s.roles);
  const currentRoleId = useSession((s) => s.currentRoleId);
  const currentRoleName = useSession((s) => s.currentRoleName);
  const logout = useSession((s) => s.logout);
  const unread = useErrorLog((s) => s.unread);
  const [full, toggleFullscreen] = useFullscreen();
  const today = fullDate(new Date());
  const [toolsLoaded, setToolsLoaded] = useState(false);
  useEffect(() => (toolsShown ? afterFirstScreen(() => setToolsLoaded(true)) : undefined), [toolsShown]);

  return (
    <div className="shell-header">
      {onOpenMenu && (
        <Button
          type="text"
          className="shell-header-button"
          aria-label="菜单"
          icon={<MenuOutlined />}
          onClick={onOpenMenu}
        />
      )}
      <div className="shell-brand">
        <SafetyCertificateFilled style={{ fontSize: 26 }} />
        <span className="shell-brand-name">
          {config.cityName}
          {config.platformTitle}
        </span>
      </div>
      <div className="shell-header-info">
        <span className="shell-date">{today}</span>
        <span className="shell-welcome">欢迎您，{orgName}</span>
      </div>
      {/* The search's place is kept while its code loads, so nothing beside it moves. */}
      {toolsLoaded ? (
        <Suspense fallback={<div className="shell-search" />}>
          <HeaderSearch />
        </Suspense>
      ) : (
        <div className="shell-search" />
      )}
      <Space size={4} className="shell-header-actions">
        {toolsLoaded && (
          <Suspense fallback={null}>
            <HeaderBell />
          </Suspense>
        )}
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [currentRoleId],
            items: roles.map((role) => ({
              key: role.id,
              label: role.name,
              icon: role.id === currentRoleId ? <CheckOutlined /> : <span style={{ width: 14 }} />,
            })),
            onClick: ({ key }) => onChangeRole(key),
          }}
        >
          <Button type="text" className="shell-header-button" icon={<SwapOutlined />}>
            <span>
              {currentRoleName}
              <span className="shell-role-hint"> · 点此切换角色</span>
            </span>
            <DownOutlined />
          </Button>
        </Dropdown>
        <Tooltip title={full ? '退出全屏' : '全屏'}>
          <Button
            type="text"
            className="shell-header-button"
            aria-label={full ? '退出全屏' : '全屏'}
            icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={toggleFullscreen}
          />
        </Tooltip>
        {errorLogIndicatorShown() && (
          <Tooltip title="错误日志">
            <Badge count={unread} size="small" offset={[-6, 6]}>
              <Button
                type="text"
                className="shell-header-button"
                aria-label="错误日志"
                icon={<BugOutlined />}
                onClick={() => navigate('/error_logger_page')}
              />
            </Badge>
          </Tooltip>
        )}
        <Dropdown
          menu={{
            items: [
              { key: 'account', icon: <UserOutlined />, label: '账号信息' },
              { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
              { type: 'divider' },
              { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
            ],
            onClick: async ({ key }) => {
              if (key === 'account') navigate('/system/account');
              else if (key === 'password') onChangePassword();
              else if (await beforeLogout()) {
                await logout();
                navigate('/login');
              }
            },
          }}
        >
          <Button type="text" className="shell-header-button" icon={<UserOutlined />}>
            {name || '账号'} <DownOutlined />
          </Button>
        </Dropdown>
      </Space>
    </div>
  );
});
