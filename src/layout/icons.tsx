import { memo, type ComponentType } from 'react';
import { AppstoreOutlined } from '@ant-design/icons';
// The route meta icons by name: one list, so the bundle carries only these (never the whole icon set).
import * as routeIcons from './routeIcons';

const ICONS: Record<string, ComponentType> = routeIcons;

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
