export const SERVER_ERROR_TEXT = '服务器出错了请稍后再试';

export type ApiErrorKind = 'network' | 'http' | 'business' | 'format' | 'session';

/** A failed call. `notified` means the user has already been shown the message. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly notified: boolean;
  readonly data?: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { status?: number; notified?: boolean; data?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.notified = options.notified ?? false;
    this.data = options.data;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/**
 * The server has no such record for the caller: an unknown id, or another unit's (docs/api.md: "answers
 * the family's not-found message", 报检申请不存在或已删除, 单位登记不存在或已注销...).
 */
export const isNotFound = (e: unknown): boolean =>
  isApiError(e) && e.kind === 'business' && /不存在|已注销/.test(e.message);
