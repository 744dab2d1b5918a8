import { apiUrl, http, request } from '@/http/client';
import type { Article } from '@/contract/calls/portal';
export type { Article, EquipmentOverview } from '@/contract/calls/portal';

/** Captcha image for a random number; a new number gives a new code. */
export const captchaUrl = (randomNum: string) => apiUrl('/a/stone/common/captcha', { randomNum });

export const commonApi = {
  /**
   * Error log (docs/requirements.md, Error catalogue). Silent: the logger never toasts or logs its own
   * failures. Announces nothing: a failed load would log, reload and fail again without end.
   */
  saveErrorLogger: (entry: { type: string; code: number; message: string; url: string }) =>
    request('/a/stone/common/save_error_logger', {
      form: { type: entry.type, code: entry.code, mes: entry.message, url: entry.url },
      silent: true,
      session: false,
      announce: false,
    }),
};

/** Notices (index family); the home figures are getEquipmentOverview (api/equipment). */
export const indexApi = {
  latestArticles: (size = 6) => http.get<Article[]>('/a/stone/index/findArticleList', { pageSize: size }),
  articlePage: (query: { pageNo: number; pageSize: number; title?: string }) =>
    http.get<{ list: Article[]; count: number; pageNo: number; pageSize: number }>(
      '/a/stone/index/findArticlePage',
      query,
    ),
  article: (id: string) => http.get<Article>('/a/stone/index/getArticle', { id }),
};
