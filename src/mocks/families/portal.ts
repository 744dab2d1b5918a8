import { portalCalls as C, type Article } from '@/contract/calls/portal';
import { collection, newId, pad, type Entity } from '../db';
import { newestFirst, records, serve, serveList, servePublic, serveRecord, type BodyOf } from '../endpoints';
import { ok, refuse, sessionOf } from '../respond';
import { equipmentOverview, equipmentStatistics, windowDays } from './equipment';

/** A notice published by the institute; content is CMS HTML. */
type ArticleRecord = Required<Article>;

const PIXEL =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80"><rect width="320" height="80" fill="#e6f4ff"/><text x="160" y="48" font-size="20" text-anchor="middle" fill="#1677ff">96333 电梯应急救援</text></svg>',
  );

const RICH: Omit<ArticleRecord, 'id' | 'publishDate'>[] = [
  {
    title: '关于开展2026年度电梯定期检验网上预约工作的通知',
    author: '检验一部',
    content: `<h2>一、预约范围</h2><p>本市行政区域内已办理使用登记、检验有效期将于 <strong>30 日内</strong>届满的电梯。</p>
<h2>二、办理流程</h2><ol><li>登录企业自助服务平台，进入“单位自助服务 - 网上报检”；</li><li>选择设备并填写约检日期；</li><li>受理后按通知缴纳检验费用。</li></ol>
<p><img src="${PIXEL}" alt="96333"></p><p>详见 <a href="https://www.tzsb.example.cn/notice/2026-01" target="_blank" rel="noopener">检验机构公告</a>。</p>`,
  },
  {
    title: '关于规范场(厂)内专用机动车辆使用登记的提示',
    author: '综合办公室',
    content: `<h3>注意事项</h3><ul><li>叉车须在投入使用前或者投入使用后 30 日内办理使用登记；</li><li>登记证编号应置于车辆显著位置。</li></ul><p><img src="/favicon.svg" width="32" alt="标志"> 如有疑问请致电 0574-87000000。</p>`,
  },
  {
    title: '系统维护公告（含脚本过滤演示）',
    author: '信息中心',
    content: `<p>平台将于本周六 22:00—24:00 进行系统维护，期间暂停网上报检。</p><script>window.__noticeScriptRan = true;</script><p><img src="x" onerror="window.__noticeOnerrorRan = true" alt="维护示意"></p><p><a href="javascript:alert(1)">查看详情</a></p>`,
  },
];

const TITLES = [
  '关于锅炉能效测试工作的通知',
  '压力容器定期检验资料准备要点',
  '起重机械安装告知办理指南',
  '关于特种设备作业人员证书复审的提醒',
  '2026年第一季度特种设备安全状况通报',
  '关于开展气瓶充装单位专项检查的通知',
  '大型游乐设施节假日安全运行提示',
  '压力管道年度检查工作安排',
  '客运索道运营安全管理要求',
  '关于启用电子检验报告的公告',
  '检验收费标准调整说明',
  '电梯维护保养单位质量考评结果公示',
  '关于做好汛期特种设备安全工作的通知',
  '企业自助服务平台操作手册更新说明',
  '特种设备安全管理人员培训班报名通知',
  '关于加强冬季锅炉安全运行管理的通知',
  '机械式停车设备检验工作提示',
];

export const articles = collection<ArticleRecord>('articles', (rng) => {
  const all = [
    ...RICH,
    ...TITLES.map((title) => ({
      title,
      author: rng.pick(['综合办公室', '检验一部', '检验二部', '信息中心']),
      content: `<p>${title}。</p><p>请各使用单位认真落实主体责任，按要求做好相关工作。</p>`,
    })),
  ];
  // Listed newest first: each notice is 3 to 9 days older than the one before it.
  let published = Date.UTC(2026, 10, 20);
  return all.map((article, i) => {
    if (i > 0) published -= rng.int(3, 9) * 86_400_000;
    return {
      ...article,
      id: `article-${pad(i + 1, 3)}`,
      publishDate: new Date(published).toISOString().slice(0, 10),
    };
  });
});

/** Error log entries posted by the portal (save_error_logger), with the account that posted them ('' for none). */
type ErrorLogRecord = Entity & BodyOf<typeof C.saveErrorLogger> & { userId: string; time: string };
export const errorLogs = collection<ErrorLogRecord>('errorLogs', () => []);

/** The error log keeps the newest entries only: a flood cannot grow the store without bound. */
export const ERROR_LOG_KEPT = 1000;
/** Entries a minute from callers without a session, all together (the login page's errors). */
export const ANONYMOUS_ERROR_LOGS_PER_MINUTE = 30;

const notices = records(articles, { scope: 'all', notFound: '该通知不存在或已删除' });
const withoutContent = ({ content: _content, ...rest }: ArticleRecord) => rest;
/** Newest first; one day's notices in the order they were published (the newest stored first). */
const latest = newestFirst('publishDate');

export const portalHandlers = [
  serve(C.statistics, { run: ({ caller }) => ok(equipmentStatistics(caller.user.unitId)) }),
  serve(C.overview, {
    run: ({ caller, body }) =>
      ok(
        equipmentOverview(caller.user.unitId, new Date(), windowDays({ withinDays: body.withinDays ?? '' })),
      ),
  }),
  serve(C.latestArticles, {
    run: ({ body }) =>
      ok(
        articles
          .all()
          .toSorted(latest)
          .slice(0, Number(body.pageSize) || 6)
          .map(withoutContent),
      ),
  }),
  serveList(C.articlePage, { records: notices, row: withoutContent, order: latest }),
  serveRecord(C.article, { records: notices, view: (article) => article }),

  servePublic(C.saveErrorLogger, {
    run: ({ body, request }) => {
      // Errors before login (or after the session ended) are logged anonymously, a few a minute.
      const userId = sessionOf(request)?.userId ?? '';
      const now = Date.now();
      const lastMinute = errorLogs.filter((e) => !e.userId && now - Date.parse(e.time) < 60_000).length;
      if (!userId && lastMinute >= ANONYMOUS_ERROR_LOGS_PER_MINUTE)
        refuse('错误日志提交过于频繁，请稍后再试');
      const time = new Date(now).toISOString();
      errorLogs.insert({ id: newId('err-'), ...body, code: body.code || '0', userId, time });
      for (const entry of errorLogs.all().slice(ERROR_LOG_KEPT)) errorLogs.remove(entry.id);
      return ok(null, '已记录');
    },
  }),
];
