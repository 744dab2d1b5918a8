import { delay, HttpResponse } from 'msw';
import { standInSettings } from './settings';

/**
 * Faults the stand-in can be told to produce, per call, so browser tests can walk the portal through
 * a broken backend: POST /__stand-in/faults {path, kind, message?, times?, delayMs?}. A fault is keyed
 * by the end of the pathname ('/a/stone/operator/add') and is used up after `times` calls (default 1).
 */
export const FAULT_KINDS = ['http500', 'timeout', 'garbage', 'business', 'expired'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  path: string;
  kind: FaultKind;
  message: string;
  times: number;
  /** 'timeout': how long the answer is held back; longer than the client waits. */
  delayMs: number;
}

const pending: Fault[] = [];

export const isFaultKind = (kind: string): kind is FaultKind =>
  (FAULT_KINDS as readonly string[]).includes(kind);

export function addFault(fault: Fault): void {
  pending.push(fault);
}

export function clearFaults(): void {
  pending.length = 0;
  recentWrites.clear();
}

export function listFaults(): Fault[] {
  return pending.map((f) => ({ ...f }));
}

/** The fault waiting for this call, used up by taking it. The stand-in's own controls never fail. */
export function takeFault(pathname: string): Fault | undefined {
  if (pathname.includes('/__stand-in/')) return undefined;
  const fault = pending.find((f) => pathname.endsWith(f.path));
  if (!fault) return undefined;
  fault.times -= 1;
  if (fault.times <= 0) pending.splice(pending.indexOf(fault), 1);
  return fault;
}

/** The answer of a fault that replaces the real work ('timeout' is handled by the caller: work, then silence). */
export function faultResponse(fault: Fault): Response {
  switch (fault.kind) {
    case 'http500':
      return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
    case 'garbage':
      // What a broken gateway sends: HTML with status 200 where JSON was expected.
      return new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    case 'business':
      return HttpResponse.json({
        success: false,
        result: 'false',
        errorMsg: fault.message || '业务处理失败，请稍后再试',
        data: null,
      });
    case 'expired':
      return HttpResponse.json({
        success: false,
        result: 'login',
        errorMsg: '未登录或登录超时，请重新登录',
        data: null,
      });
    case 'timeout':
      return HttpResponse.json({ message: 'Gateway Timeout' }, { status: 504 });
  }
}

/** Holds an answer back past the client's patience: the work is done, the caller never hears of it. */
export async function answerLate(response: Response, fault: Fault): Promise<Response> {
  await delay(fault.delayMs);
  return response;
}

/**
 * Idempotent writes: a create/commit call repeated with the same session and the same body within
 * the window gets the first call's answer again instead of being carried out twice (a retry after a
 * lost answer, a double click). Mirrors the backend's duplicate-submission guard.
 */
const WRITE_SUFFIXES = ['/add', '/save', '/commit', '/submit'];
const recentWrites = new Map<string, { at: number; status: number; body: string; type: string }>();

export function isIdempotentWrite(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return request.method === 'POST' && WRITE_SUFFIXES.some((s) => pathname.endsWith(s));
}

export async function writeKey(request: Request): Promise<string> {
  const url = new URL(request.url);
  const session = url.searchParams.get(standInSettings.sessionParams.sid) ?? '';
  return `${session} ${url.pathname} ${await request.clone().text()}`;
}

export function replayedWrite(key: string): Response | undefined {
  const seen = recentWrites.get(key);
  if (!seen || Date.now() - seen.at > standInSettings.idempotencyWindowMs) return undefined;
  return new HttpResponse(seen.body, { status: seen.status, headers: { 'Content-Type': seen.type } });
}

/** Remembers a successful write's answer for replay. */
export async function rememberWrite(key: string, response: Response): Promise<void> {
  if (response.status !== 200) return;
  const body = await response.clone().text();
  if (!body.includes('"success":true')) return;
  recentWrites.set(key, {
    at: Date.now(),
    status: response.status,
    body,
    type: response.headers.get('Content-Type') ?? 'application/json',
  });
}
