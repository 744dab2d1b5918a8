import { z } from 'zod';
import { fields } from '../schema';
import { call, code, text } from '../wire';

/** The home page (index family): equipment figures, notices; and the error log. */

export const article = z.object({
  id: text,
  title: text,
  author: text,
  publishDate: text,
  content: text.optional().describe("HTML from the institute's CMS (the portal sanitises it)"),
});
export type Article = z.infer<typeof article>;

const categoryCount = z.object({ code: code('EQUIPMENT_CATEGORIES'), name: text, count: z.number().int() });

export const equipmentStatistics = z.object({
  total: z.number().int(),
  byCategory: z.array(categoryCount),
  dueSoon: z.number().int(),
  overdue: z.number().int(),
  unqualified: z.number().int(),
  notInUse: z.number().int(),
});
export type EquipmentStatistics = z.infer<typeof equipmentStatistics>;

export const equipmentCounts = z.object({
  total: z.number().int(),
  inUse: z.number().int(),
  stopped: z.number().int(),
  overdue: z.number().int(),
  dueSoon: z.number().int(),
  unqualified: z.number().int(),
});
export type EquipmentCounts = z.infer<typeof equipmentCounts>;

export const equipmentOverview = z.object({
  inUse: z.number().int(),
  stopped: z.number().int(),
  scrapped: z.number().int(),
  cancelled: z.number().int(),
  inspectedThisYear: z.number().int(),
  totals: equipmentCounts,
  byCategory: z.array(equipmentCounts.extend({ code: code('EQUIPMENT_CATEGORIES'), name: text })),
  withinDays: z.number().int().describe('the window of "due soon", days'),
});
export type EquipmentOverview = z.infer<typeof equipmentOverview>;

export const portalCalls = {
  statistics: call({
    method: 'GET',
    path: '/a/stone/index/getEqustatisticNums',
    summary: "the unit's equipment by category and inspection state",
    access: 'session',
    reads: true,
    response: equipmentStatistics,
  }),
  overview: call({
    method: 'GET',
    path: '/a/stone/index/getEqmOverview',
    summary: "the unit's equipment by use state and category; dueSoon within withinDays",
    access: 'session',
    reads: true,
    request: z.object({ withinDays: text.optional().describe('days, 0 to 366; 30 when absent') }),
    response: equipmentOverview,
    sample: { params: { withinDays: '30' } },
  }),
  latestArticles: call({
    method: 'GET',
    path: '/a/stone/index/findArticleList',
    summary: 'the newest notices, without their content',
    access: 'session',
    reads: true,
    request: z.object({ pageSize: text.optional().describe('how many; 6 when absent') }),
    response: z.array(article),
    sample: { params: { pageSize: '6' } },
  }),
  articlePage: call({
    method: 'GET',
    path: '/a/stone/index/findArticlePage',
    summary: 'notices, paged, by part of the title',
    access: 'session',
    reads: true,
    paged: true,
    carrier: 'query',
    filters: { title: 'text' },
    response: article,
  }),
  article: call({
    method: 'GET',
    path: '/a/stone/index/getArticle',
    summary: 'one notice with its content',
    access: 'session',
    reads: true,
    request: z.object({ id: text }),
    response: article,
    sample: { from: { call: 'portal.articlePage', fields: { id: 'id' } } },
  }),
  saveErrorLogger: call({
    method: 'POST',
    path: '/a/stone/common/save_error_logger',
    summary: 'logs a failure the portal met (with or without a session; anonymous ones are throttled)',
    access: 'public',
    reads: false,
    carrier: 'form',
    request: z.object({
      type: fields.required('错误类型', 40, '缺少错误类型或信息'),
      code: fields.text('错误代码', 20),
      mes: fields.required('错误信息', 2000, '缺少错误类型或信息'),
      url: fields.text('页面地址', 500),
    }),
  }),
};
