import type { AxiosError, AxiosInstance, AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import { apiBase, getConfig } from '@/config';
import { toast } from '@/lib/feedback';
import { yieldToMain } from '@/lib/yieldToMain';
import { readSessionTokens } from '@/utils/storage';
import { dispositionFileName } from './disposition';
import { normaliseEnvelope, type Envelope } from './envelope';
import { ApiError, SERVER_ERROR_TEXT } from './errors';
import { announceWrite, startsRead } from './families';
import type { Params } from './params';
import { IDEMPOTENCY_HEADER, submissionAnswered, submissionKey, submissionOf } from './submission';

export type { Params } from './params';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Another host of the same contract (the print host); the backend's base address by default. */
  base?: string;
  params?: Params;
  /**
   * Form-encoded body (application/x-www-form-urlencoded), as the backend's form calls want (docs/api.md).
   */
  form?: Params;
  /** JSON body. */
  json?: unknown;
  /** Multipart body (uploads). */
  body?: FormData;
  /** Business failures are not toasted: the caller shows them (inline form errors). */
  silent?: boolean;
  /** false: the call does not belong to a session (login, captcha), so an expired session is not asked about. */
  session?: boolean;
  /**
   * false: a call other than a GET that changes nothing the portal reads (a check sent as a POST form,
   * the error log), so its success announces no write of its family. Calls a load makes never announce.
   */
  announce?: boolean;
  responseType?: 'json' | 'blob';
  onUploadProgress?: (percent: number) => void;
  onDownloadProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * axios (about 19 KB of gzipped script) loads with the first call rather than with the page: the login
 * page makes none before its form is sent. A visit that has a session starts loading it at once.
 */
let transport: Promise<{ instance: AxiosInstance; isCancel: (error: unknown) => boolean }> | null = null;
function loadTransport() {
  transport ??= import('axios').then(async ({ default: axios }) => {
    const loaded = {
      instance: axios.create({
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        // The backend knows the session by the query (sessionQuery), not by an XSRF cookie. Left on,
        // axios asks the browser's cookie store for XSRF-TOKEN before sending every same-origin
        // call (window.cookieStore, a round trip to the browser process), and only then sends it.
        withXSRFToken: false,
      }),
      isCancel: axios.isCancel,
    };
    // The calls that waited for axios go out in a task of their own, not in the one that evaluated
    // it (together one task of 20-35 ms, observed under Lighthouse, on every landing with a session).
    await yieldToMain();
    return loaded;
  });
  return transport;
}
if (readSessionTokens().token) void loadTransport();

/** Who asks the user to log in again when the session has expired; resolves once they have. */
let sessionExpiredHandler: (() => Promise<void>) | null = null;
export function setSessionExpiredHandler(handler: (() => Promise<void>) | null): void {
  sessionExpiredHandler = handler;
}

export interface FailureInfo {
  url: string;
  status: number;
  message: string;
}
const failureListeners = new Set<(info: FailureInfo) => void>();
/** Failed calls (network, HTTP, malformed answers) for the error log. */
export function onRequestFailure(listener: (info: FailureInfo) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** Query parameters every call carries: the session id and the extended session id. */
export function sessionQuery(): Record<string, string> {
  const { sid, extendSid } = getConfig().sessionParams;
  const { token, extendToken } = readSessionTokens();
  const query: Record<string, string> = {};
  if (token) query[sid] = token;
  if (extendToken) query[extendSid] = extendToken;
  return query;
}

/** Absolute address of a backend path with the session parameters (for <img src>, downloads, uploads). */
export function apiUrl(path: string, params: Params = {}): string {
  const url = new URL(apiBase() + path, window.location.href);
  for (const [key, value] of Object.entries({ ...params, ...sessionQuery() })) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function encodeForm(form: Params): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => body.append(key, String(v)));
    else body.append(key, String(value));
  }
  return body;
}

const percent = (e: AxiosProgressEvent) => (e.total ? Math.round((e.loaded / e.total) * 100) : 0);

function failHard(url: string, kind: 'network' | 'http' | 'format', status: number): never {
  toast.error(SERVER_ERROR_TEXT);
  failureListeners.forEach((listener) => listener({ url, status, message: SERVER_ERROR_TEXT }));
  throw new ApiError(kind, SERVER_ERROR_TEXT, { status, notified: true });
}

async function sessionExpired(options: RequestOptions): Promise<void> {
  if (options.session === false || !sessionExpiredHandler) {
    throw new ApiError('session', '登录已失效，请重新登录', { status: 401 });
  }
  try {
    await sessionExpiredHandler();
  } catch {
    throw new ApiError('session', '登录已失效，请重新登录', { status: 401, notified: true });
  }
}

/**
 * Sends one call and normalises its answer. Resolves with the envelope when the server says success;
 * otherwise shows the message (unless silent) and rejects with an ApiError. An expired session waits
 * for the user to log in again in a dialog, then the same call is sent again: the page keeps its state.
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const method = options.method ?? (options.form || options.json || options.body ? 'POST' : 'GET');
  // A write announces its family on success, so that what was read from the family loads again.
  // The repeat after logging in again is sent outside the load, so it is told not to announce.
  // Every call a load makes is a read, GETs included (a record's detail), so it is asked first.
  const read = startsRead(path);
  const announces = method !== 'GET' && !read && options.announce !== false;
  const again = () => request<T>(path, announces ? options : { ...options, announce: false });
  const config: AxiosRequestConfig = {
    url: (options.base ?? apiBase()) + path,
    method,
    params: { ...options.params, ...sessionQuery() },
    paramsSerializer: { indexes: null },
    // A download arrives as bytes and becomes a Blob below: the same Blob a browser would make, and
    // intact under the XHR interceptor of the Node tests, which builds 'blob' answers from text.
    responseType: options.responseType === 'blob' ? 'arraybuffer' : 'json',
    signal: options.signal,
    timeout: getConfig().requestTimeout,
  };
  // A write goes with its submission's idempotency key, the same on every retry of that submission:
  // the server carries it out once even if an earlier send's answer was lost (see ./submission).
  const submission =
    method === 'GET'
      ? undefined
      : submissionOf({
          method,
          path,
          params: options.params,
          form: options.form,
          json: options.json,
          body: options.body,
        });
  config.headers = submission ? { [IDEMPOTENCY_HEADER]: submissionKey(submission) } : {};
  const answered = () => {
    if (submission) submissionAnswered(submission);
  };
  if (options.form) {
    config.data = encodeForm(options.form);
    config.headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  } else if (options.json !== undefined) {
    config.data = options.json;
  } else if (options.body) {
    config.data = options.body;
  }
  if (options.onUploadProgress) {
    const report = options.onUploadProgress;
    config.onUploadProgress = (e) => report(percent(e));
  }
  if (options.onDownloadProgress) {
    const report = options.onDownloadProgress;
    config.onDownloadProgress = (e) => report(percent(e));
  }

  const { instance, isCancel } = await loadTransport();
  let response;
  try {
    response = await instance.request(config);
  } catch (error) {
    if (isCancel(error)) throw new ApiError('network', '请求已取消', { notified: true });
    const status = (error as AxiosError).response?.status ?? 0;
    if (status === 401) {
      await sessionExpired(options);
      return again();
    }
    failHard(path, status ? 'http' : 'network', status);
  }

  if (options.responseType === 'blob') {
    const blob = new Blob([response.data as ArrayBuffer], {
      type: String(response.headers['content-type'] ?? ''),
    });
    // A JSON answer to a download is an error or an expired session, not a file.
    if (blob.type.includes('application/json')) {
      const envelope = normaliseEnvelope(JSON.parse(await blob.text()));
      if (envelope?.loginRequired) {
        await sessionExpired(options);
        return again();
      }
      if (envelope && !envelope.ok) {
        answered();
        if (!options.silent) toast.error(envelope.message || '下载失败');
        throw new ApiError('business', envelope.message || '下载失败', { notified: !options.silent });
      }
    }
    answered();
    if (announces) announceWrite(path);
    const fileName = dispositionFileName(String(response.headers['content-disposition'] ?? ''));
    return { ok: true, loginRequired: false, message: '', data: blob as T, raw: {}, fileName };
  }

  const envelope = normaliseEnvelope<T>(response.data);
  if (!envelope) failHard(path, 'format', response.status);
  if (envelope.loginRequired) {
    await sessionExpired(options);
    return again();
  }
  // A definite answer, success or refusal: the next identical submission is a new one.
  answered();
  if (!envelope.ok) {
    const text = envelope.message || '操作失败';
    if (!options.silent) toast.error(text);
    throw new ApiError('business', text, { notified: !options.silent, data: envelope.data });
  }
  if (announces) announceWrite(path);
  return envelope;
}

export const http = {
  get: <T>(path: string, params?: Params, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'GET', params }).then((e) => e.data),
  postForm: <T>(path: string, form: Params = {}, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'POST', form }).then((e) => e.data),
  postJson: <T>(path: string, json: unknown, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'POST', json }).then((e) => e.data),
};
