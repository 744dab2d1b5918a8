import { http } from 'msw';
import { articles, errorLogs } from '../families/articles';
import { equipmentOverview, equipmentStatistics } from '../families/equipment';
import { newId } from '../db';
import { windowDays } from './equipment';
import { bodySchema, fields, formBody } from '../endpoints';
import { callerOf, handle, ok, paginate, refuse } from '../respond';

/** The error log keeps the newest entries only: a flood cannot grow the store without bound. */
export const ERROR_LOG_KEPT = 1000;
/** Entries a minute from callers without a session, all together (the login page's errors). */
export const ANONYMOUS_ERROR_LOGS_PER_MINUTE = 30;

const readErrorLog = formBody(
  bodySchema({
    type: fields.required('错误类型', 40, '缺少错误类型或信息'),
    code: fields.text('错误代码', 20),
    mes: fields.required('错误信息', 2000, '缺少错误类型或信息'),
    url: fields.text('页面地址', 500),
  }),
);

/** Callers without a session share a per-minute allowance, counted in the log itself. */
function throttleAnonymous() {
  const now = Date.now();
  const lastMinute = errorLogs.filter((e) => !e.userId && now - Date.parse(e.time) < 60_000).length;
  if (lastMinute >= ANONYMOUS_ERROR_LOGS_PER_MINUTE) refuse('错误日志提交过于频繁，请稍后再试');
}

/** Home page (index family) and the error log. */
export const portalHandlers = [
  http.get(
    '*/a/stone/index/getEqustatisticNums',
    handle(({ request }) => {
      const { user } = callerOf(request);
      return ok(equipmentStatistics(user.unitId));
    }),
  ),
  http.get(
    '*/a/stone/index/getEqmOverview',
    handle(({ request }) => {
      const { user } = callerOf(request);
      const query = Object.fromEntries(new URL(request.url).searchParams);
      return ok(equipmentOverview(user.unitId, new Date(), windowDays(query)));
    }),
  ),
  http.get(
    '*/a/stone/index/findArticleList',
    handle(({ request }) => {
      callerOf(request);
      const size = Number(new URL(request.url).searchParams.get('pageSize')) || 6;
      return ok(
        articles
          .all()
          .slice(0, size)
          .map(({ content: _content, ...rest }) => rest),
      );
    }),
  ),
  http.get(
    '*/a/stone/index/findArticlePage',
    handle(({ request }) => {
      callerOf(request);
      const query = new URL(request.url).searchParams;
      const title = (query.get('title') ?? '').trim();
      const rows = articles
        .filter((a) => !title || a.title.includes(title))
        .map(({ content: _content, ...rest }) => rest);
      return ok(paginate(rows, query));
    }),
  ),
  http.get(
    '*/a/stone/index/getArticle',
    handle(({ request }) => {
      callerOf(request);
      const id = new URL(request.url).searchParams.get('id') ?? '';
      return ok(articles.find(id) ?? refuse('该通知不存在或已删除'));
    }),
  ),
  http.post(
    '*/a/stone/common/save_error_logger',
    handle(async ({ request }) => {
      const body = await readErrorLog(request);
      let userId = '';
      try {
        userId = callerOf(request).user.id;
      } catch {
        // Errors before login (or after the session ended) are logged anonymously, a few a minute.
      }
      if (!userId) throttleAnonymous();
      errorLogs.insert({
        id: newId('err-'),
        type: body.type,
        code: body.code || '0',
        mes: body.mes,
        url: body.url,
        userId,
        time: new Date().toISOString(),
      });
      errorLogs
        .all()
        .slice(ERROR_LOG_KEPT)
        .forEach((entry) => errorLogs.remove(entry.id));
      return ok(null, '已记录');
    }),
  ),
];
