import { http } from 'msw';
import { articles, errorLogs } from '../families/articles';
import { equipmentOverview, equipmentStatistics } from '../families/equipment';
import { newId } from '../db';
import { callerOf, handle, ok, paginate, readBody, refuse } from '../respond';

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
      return ok(equipmentOverview(user.unitId));
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
      const body = await readBody(request);
      if (!body.type || !body.mes) refuse('缺少错误类型或信息');
      let userId = '';
      try {
        userId = callerOf(request).user.id;
      } catch {
        // Errors before login (or after the session ended) are logged anonymously.
      }
      errorLogs.insert({
        id: newId('err-'),
        type: body.type,
        code: body.code ?? '0',
        mes: body.mes,
        url: body.url ?? '',
        userId,
        time: new Date().toISOString(),
      });
      return ok(null, '已记录');
    }),
  ),
];
