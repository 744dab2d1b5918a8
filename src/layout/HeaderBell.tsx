import { useQuery } from '@tanstack/react-query';
import { Badge, Button, type MenuProps } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import Dropdown from '@/components/deferred/Dropdown';
import { useEquipmentFigures } from '@/stores/equipmentFigures';
import { queryClient, readingQueryFn } from '@/stores/queryClient';
import { useSession } from '@/stores/session';
import {
  attentionItems,
  attentionLinesFor,
  loadAttentionCounts,
  openAttention,
  usesFigures,
} from './attention';

/** Counts change with other people's work (the institute returns, sets fees): asked again this often. */
const REFRESH_MS = 5 * 60_000;

/**
 * The header's bell: what needs the unit's attention, with its count; each line opens the list of
 * exactly those records. The badge is the total; a role with nothing to watch has no bell.
 */
export default function HeaderBell() {
  const navigate = useNavigate();
  const access = useSession((s) => s.access);
  const watched = attentionLinesFor(access).length > 0;
  // The equipment lines are the work desk's figures: one query, refreshed with it.
  const figures = useEquipmentFigures({
    enabled: watched && usesFigures(access),
    refetchInterval: REFRESH_MS,
  });
  const counts = useQuery(
    {
      queryKey: ['attention', access],
      queryFn: readingQueryFn(() => loadAttentionCounts(access)),
      enabled: watched,
      refetchInterval: REFRESH_MS,
    },
    queryClient,
  );
  if (!watched) return null;
  const loaded = counts.data && (figures.data || !usesFigures(access));
  const items = loaded ? attentionItems(access, figures.data?.totals, counts.data) : [];
  const failed = counts.isError || figures.isError;
  const total = items.reduce((sum, item) => sum + item.count, 0);

  let menu: NonNullable<MenuProps['items']>;
  if (loaded && items.length) {
    menu = items.map((item) => ({
      key: item.key,
      label: (
        <span className="shell-bell-line">
          <span>{item.label}</span>
          <span className="shell-bell-count">{item.count}</span>
        </span>
      ),
      onClick: () => openAttention(item, navigate),
    }));
  } else {
    const state = loaded ? '暂无待办事项' : failed ? '待办事项加载失败' : '正在加载…';
    menu = [{ key: 'state', label: state, disabled: true }];
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{ items: [{ type: 'group', label: '待办提醒', children: menu }] }}
      onOpenChange={(open) => {
        // Opened after a while: the counts as they are now.
        if (open && counts.isStale) void counts.refetch();
        if (open && figures.isStale && usesFigures(access)) void figures.refetch();
      }}
    >
      <Badge count={total} size="small" offset={[-6, 6]} overflowCount={999}>
        <Button
          type="text"
          className="shell-header-button"
          aria-label={total ? `待办提醒，共 ${total} 条` : '待办提醒'}
          icon={<BellOutlined />}
        />
      </Badge>
    </Dropdown>
  );
}
