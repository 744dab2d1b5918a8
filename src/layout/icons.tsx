import { memo, type ComponentType } from 'react';
import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BugOutlined,
  CarOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  NotificationOutlined,
  PayCircleOutlined,
  SafetyCertificateOutlined,
  KeyOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';

/** Route meta icons by name. Explicit so the bundle carries only these (never the whole icon set). */
const ICONS: Record<string, ComponentType> = {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BugOutlined,
  CarOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  NotificationOutlined,
  PayCircleOutlined,
  SafetyCertificateOutlined,
  KeyOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
};

/**
 * The icon for a route meta name; an unknown name shows the generic one. Rendered again only for
 * another name: antd's menu gives each item's icon a new style object at every render of the menu.
 */
export const RouteIcon = memo(
  function RouteIcon({ name }: { name?: string }) {
    const Icon = (name && ICONS[name]) || AppstoreOutlined;
    return <Icon />;
  },
  (before, after) => before.name === after.name,
);
