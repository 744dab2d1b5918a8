import { create } from 'zustand';
import { commonApi } from '@/api/common';
import { onRequestFailure } from '@/http/client';

export interface ErrorLogEntry {
  type: 'script' | 'ajax';
  code: number;
  message: string;
  url: string;
  time: string;
}

interface ErrorLogState {
  entries: ErrorLogEntry[];
  /** New entries since the error log page was last open. */
  unread: number;
  /** The error log page is open: entries arriving now are read at once. */
  viewing: boolean;
  add: (entry: Omit<ErrorLogEntry, 'time'>) => void;
  setViewing: (viewing: boolean) => void;
}

export const ERROR_LOGGER_PATH = '/a/stone/common/save_error_logger';

export const useErrorLog = create<ErrorLogState>()((set) => ({
  entries: [],
  unread: 0,
  viewing: false,
  add(entry) {
    const full: ErrorLogEntry = { ...entry, time: new Date().toISOString() };
    set((s) => ({ entries: [full, ...s.entries], unread: s.viewing ? 0 : s.unread + 1 }));
  },
  setViewing(viewing) {
    set(viewing ? { viewing, unread: 0 } : { viewing });
  },
}));

/**
 * Keeps an entry in the list and posts it to the server (docs/requirements.md, Error catalogue); a failed
 * post is not logged again.
 */
export function logError(entry: Omit<ErrorLogEntry, 'time'>): void {
  useErrorLog.getState().add(entry);
  void commonApi.saveErrorLogger(entry).catch(() => undefined);
}

let uninstallCurrent: (() => void) | undefined;

/**
 * Listens for uncaught script errors, unhandled rejections and failed calls. Returns the un-install.
 * The logger's own calls never feed back into the log.
 */
export function installErrorLogging(): () => void {
  // Installed once: a second boot (or a test that boots again) replaces the listeners, never doubles them.
  uninstallCurrent?.();
  const onError = (event: ErrorEvent) =>
    logError({ type: 'script', code: 0, message: event.message || String(event.error), url: location.href });
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    const message = reason instanceof Error ? reason.message : String(reason);
    logError({ type: 'script', code: 0, message, url: location.href });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const offFailure = onRequestFailure((info) => {
    if (info.url.includes('save_error_logger')) return;
    logError({ type: 'ajax', code: info.status, message: info.message, url: info.url });
  });
  const uninstall = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    offFailure();
    if (uninstallCurrent === uninstall) uninstallCurrent = undefined;
  };
  uninstallCurrent = uninstall;
  return uninstall;
}

/** The list as CSV (Excel opens UTF-8 with the BOM). */
export function errorLogCsv(entries: ErrorLogEntry[]): string {
  const cell = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;
  const rows = entries.map((e) => [e.type, e.code, e.message, e.url, e.time].map(cell).join(','));
  return '\ufeff' + ['类型,编码,信息,地址,时间', ...rows].join('\r\n');
}
