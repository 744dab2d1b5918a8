import { portalCalls as C } from '@/contract/calls/portal';
import { newId } from '../db';
import { newestFirst, records, serve, serveList, servePublic, serveRecord } from '../endpoints';
import { articles, errorLogs, type ArticleRecord } from '../families/portal';
import { equipmentOverview, equipmentStatistics } from '../families/equipment';
import { callerIdentity, ok, refuse } from '../respond';
import { windowDays } from './equipment';

/** The error log keeps the newest entries only: a flood cannot grow the store without bound. */
export const ERROR_LOG_KEPT = 1000;
/** Entries a minute from callers without a session, all together (the login page's errors). */
export const ANONYMOUS_ERROR_LOGS_PER_MINUTE = 30;

/** Notices are the institute's, the same for every unit. */
const notices = records(articles, { scope: 'all', notFound: '该通知不存在或已删除' });
const withoutContent = ({ content: _content, ...rest }: ArticleRecord) => rest;
/** Newest first; one day's notices in the order they were published (the newest stored first). */
const latest = newestFirst('publishDate');

/** Home page (index family) and the error log. */
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
      const identity = callerIdentity(request);
      const userId = identity.startsWith('user:') ? identity.slice('user:'.length) : '';
      const now = Date.now();
      const lastMinute = errorLogs.filter((e) => !e.userId && now - Date.parse(e.time) < 60_000).length;
      if (!userId && lastMinute >= ANONYMOUS_ERROR_LOGS_PER_MINUTE)
        refuse('错误日志提交过于频繁，请稍后再试');
      const time = new Date(now).toISOString();
      errorLogs.insert({ id: newId('err-'), ...body, code: body.code || '0', userId, time });
      errorLogs
        .all()
        .slice(ERROR_LOG_KEPT)
        .forEach((entry) => errorLogs.remove(entry.id));
      return ok(null, '已记录');
    },
  }),
];
