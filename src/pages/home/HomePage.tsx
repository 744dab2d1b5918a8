import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Alert, Card, Skeleton, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { yieldToMain } from '@/lib/yieldToMain';
import { indexApi, type Article, type EquipmentOverview } from '@/api/common';
import { getConfig } from '@/config';
import { getEquipmentOverview } from '@/api/equipment';
import { afterFirstScreen } from '@/lib/afterFirstScreen';
import { ACCESS } from '@/domain/access';
import { buildMenu, type MenuEntry } from '@/routes/menu';
import { canOpen, findPageByName } from '@/routes/lookup';
import { mainRoutes } from '@/routes/table';
import { selectOrgName, useSession } from '@/stores/session';
import styles from './HomePage.module.css';

/** Equipment list pages each figure opens (route names of the equipment section). */
const LINKS = {
  total: 'equipment_query_comprehensive',
  dueSoon: 'equipment_query_about_expire',
  overdue: 'equipment_query_timeout',
  unqualified: 'equipment_query_fault',
  notInUse: 'equipment_query_non_use',
} as const;

const PENDING = '—';
/** Eight rows of the same height as the categories' bars, while they load. */
const PENDING_BARS = Array.from({ length: 8 }, (_, i) => ({
  code: `pending-${i}`,
  name: '\u00a0',
  count: 0,
}));

/** A figure that opens its list only when that page exists and the role may open it. */
function Figure({
  title,
  value,
  page,
  color,
}: {
  title: string;
  /** Undefined while loading: a dash holds the number's place, so nothing moves when it arrives. */
  value?: number;
  page?: string;
  color?: string;
}) {
  const access = useSession((s) => s.access);
  const target = page ? findPageByName(page) : undefined;
  const number: ReactNode = (
    <Statistic title={title} value={value ?? PENDING} styles={{ content: { color } }} />
  );
  if (value === undefined || !target || !canOpen(target, access)) return number;
  return (
    <Link to={target.fullPath} aria-label={`${title} ${value}`}>
      {number}
    </Link>
  );
}

/** A category's bar: its name and how many pieces of equipment of it the unit has. */
interface CategoryCount {
  code: string;
  name: string;
  count: number;
}

function CategoryBars({ data }: { data: CategoryCount[] }) {
  const max = Math.max(1, ...data.map((d) => d.count));
  return (
    <div role="list" aria-label="按类别统计">
      {data.map((d) => (
        <div
          key={d.code}
          role="listitem"
          style={{ display: 'flex', alignItems: 'center', gap: 8, margin: '6px 0' }}
        >
          <span style={{ width: 150, fontSize: 13, color: '#555' }}>{d.name}</span>
          <div style={{ flex: 1, background: '#f0f5ff', borderRadius: 3, height: 14 }}>
            <div
              style={{
                width: `${(d.count / max) * 100}%`,
                minWidth: d.count ? 4 : 0,
                height: '100%',
                borderRadius: 3,
                background: 'linear-gradient(90deg, #4096ff, #1677ff)',
              }}
            />
          </div>
          <span style={{ width: 36, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{d.count}</span>
        </div>
      ))}
    </div>
  );
}

/** The latest notices: title and date per line (a list, not a table: nothing here pages or sorts). */
function NoticeList({ articles }: { articles: Article[] }) {
  if (!articles.length) return <p className={styles.empty}>暂无通知</p>;
  return (
    <ul className={styles.notices}>
      {articles.map((a) => (
        <li key={a.id}>
          <Link to={`/notice/detail?id=${a.id}`} title={a.title}>
            {a.title}
          </Link>
          <span className={styles.date}>{a.publishDate}</span>
        </li>
      ))}
    </ul>
  );
}

/** Whether the role's unit holds equipment (设备管理) or maintains it (维保设备): its figures mean something. */
const watchesEquipment = (access: readonly string[]) =>
  access.includes(ACCESS.equipmentOverview) || access.includes(ACCESS.maintainedEquipment);

/**
 * For a unit without equipment (construction, manufacturing, inspection, the institute) the side menu's
 * pages, by section, instead of figures that would all be 0.
 */
function MenuShortcuts() {
  const access = useSession((s) => s.access);
  // The side menu's pages, each under its route's section (the menu shows a section of one page as
  // that page alone).
  const sections = new Map<string, MenuEntry[]>();
  for (const page of buildMenu(mainRoutes, access).flatMap((entry) => entry.children ?? [entry])) {
    if (page.external) continue;
    const title = findPageByName(page.name)?.section?.meta.title ?? page.title;
    sections.set(title, [...(sections.get(title) ?? []), page]);
  }
  return (
    <Card title="常用功能">
      <div className={styles.shortcuts}>
        {[...sections].map(([title, pages]) => (
          <section key={title} aria-label={title}>
            <h3>{title}</h3>
            <ul>
              {pages.map((page) => (
                <li key={page.key}>
                  <Link to={page.key}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}

/**
 * 工作桌面: the unit's equipment at a glance (or, for a unit without any, its pages) and the latest notices. The figures are the bell's (one
 * cached query), loaded again after a write that changes them.
 */
export default function HomePage() {
  const orgName = useSession(selectOrgName);
  const roleName = useSession((s) => s.currentRoleName);
  const withEquipment = useSession((s) => watchesEquipment(s.access));
  const [overview, setOverview] = useState<EquipmentOverview | null>(null);
  const [failed, setFailed] = useState(false);
  const [articles, setArticles] = useState<Article[] | null>(null);

  useEffect(() => {
    let live = true;
    let stopWaiting = () => {};
    let stopWatching = () => {};
    // The requests start in a task of their own, not in the commit that mounted the page: setting them
    // up (client, promises, timers) made that commit longer, several times so under Lighthouse, whose
    // async stacks record React's deep commit stack for each promise.
    void yieldToMain().then(() => {
      if (!live) return;
      if (withEquipment)
        getEquipmentOverview(getConfig().equipmentDueDays)
          .then((fetched) => {
            if (!live) return;
            // Rendered in slices: the figures are not worth blocking a click or a keystroke for.
            startTransition(() => setOverview(fetched));
            // Once the first screen is done, the figures are the cached query the bell reads, loaded
            // again after a write that changes them.
            stopWaiting = afterFirstScreen(() => {
              void import('@/stores/equipmentFigures').then(({ watchEquipmentFigures }) => {
                if (live) stopWatching = watchEquipmentFigures(fetched, (next) => setOverview(next));
              });
            });
          })
          .catch(() => live && setFailed(true));
      indexApi
        .latestArticles(6)
        .then((list) => live && startTransition(() => setArticles(list)))
        .catch(() => live && setArticles([]));
    });
    return () => {
      live = false;
      stopWaiting();
      stopWatching();
    };
  }, [withEquipment]);

  const totals = overview?.totals;
  const categories = overview?.byCategory.map(({ code, name, total }) => ({ code, name, count: total }));
  return (
    <div>
      <h2 className={styles.welcome}>
        欢迎，{orgName}
        <span className={styles.role}>当前角色：{roleName}</span>
      </h2>
      {failed && (
        <Alert type="error" showIcon title="设备统计加载失败，请稍后刷新本页" style={{ marginBottom: 16 }} />
      )}
      <div className={styles.columns}>
        {withEquipment ? (
          <Card title="设备统计" aria-busy={!overview && !failed}>
            {!failed && (
              <div className={styles.figures}>
                <Figure title="设备总数" value={totals?.total} page={LINKS.total} />
                <Figure
                  title={`${getConfig().equipmentDueDays}日内到期`}
                  value={totals?.dueSoon}
                  page={LINKS.dueSoon}
                  color="#d48806"
                />
                <Figure title="超期未检" value={totals?.overdue} page={LINKS.overdue} color="#cf1322" />
                <Figure
                  title="检验不合格"
                  value={totals?.unqualified}
                  page={LINKS.unqualified}
                  color="#cf1322"
                />
                <Figure title="停用设备" value={totals?.stopped} page={LINKS.notInUse} />
                <div className={styles.wide}>
                  <CategoryBars data={categories ?? PENDING_BARS} />
                </div>
              </div>
            )}
          </Card>
        ) : (
          <MenuShortcuts />
        )}
        <div className={styles.side}>
          {withEquipment && (
            <Card title="设备概况" aria-busy={!overview && !failed}>
              {!failed && (
                <div className={styles.overview}>
                  <Statistic title="在用" value={overview?.inUse ?? PENDING} />
                  <Statistic title="停用" value={overview?.stopped ?? PENDING} />
                  <Statistic title="报废" value={overview?.scrapped ?? PENDING} />
                  <Statistic title="注销" value={overview?.cancelled ?? PENDING} />
                  <Statistic
                    className={styles.wide}
                    title="本年度已检验"
                    value={overview?.inspectedThisYear ?? PENDING}
                  />
                </div>
              )}
            </Card>
          )}
          <Card title="最新通知" extra={<Link to="/notice">更多</Link>}>
            {articles ? <NoticeList articles={articles} /> : <Skeleton />}
          </Card>
        </div>
      </div>
    </div>
  );
}
