import type { FeedbackApi } from './feedbackApi';

/*
 * Toasts and confirms from anywhere (the HTTP client, stores, pages). antd's message and modal are
 * about 35 KB of gzipped script that the login page never needs, so they load on first use: the
 * first call marks feedback as wanted, <FeedbackSlot> (in AppProviders) then mounts the lazy host
 * with antd's context-aware instances, and calls made meanwhile wait for it. With no slot mounted
 * (a store or the client in a bare unit test) antd's static methods are used.
 */

let api: FeedbackApi | null = null;
let waiting: ((api: FeedbackApi) => void)[] = [];
let wanted = false;
let slots = 0;
const wantedListeners = new Set<() => void>();

/** For <FeedbackSlot>: whether anything has asked for feedback yet. */
export const feedbackWanted = {
  subscribe(listener: () => void) {
    wantedListeners.add(listener);
    return () => wantedListeners.delete(listener);
  },
  get: () => wanted,
};

/** A slot is mounted while it lives: calls then wait for its host instead of using static methods. */
export function mountFeedbackSlot(): () => void {
  slots += 1;
  return () => {
    slots -= 1;
  };
}

export function registerFeedback(next: FeedbackApi): () => void {
  api = next;
  const queued = waiting;
  waiting = [];
  queued.forEach((show) => show(next));
  return () => {
    if (api === next) api = null;
  };
}

function withFeedback(show: (api: FeedbackApi) => void): void {
  if (api) return show(api);
  if (!slots) {
    void import('./feedbackStatic').then(({ staticFeedback }) => show(staticFeedback));
    return;
  }
  waiting.push(show);
  if (!wanted) {
    wanted = true;
    wantedListeners.forEach((listener) => listener());
  }
}

export const toast = {
  success: (text: string) => withFeedback((f) => void f.message.success(text)),
  error: (text: string) => withFeedback((f) => void f.message.error(text)),
  warning: (text: string) => withFeedback((f) => void f.message.warning(text)),
  info: (text: string) => withFeedback((f) => void f.message.info(text)),
};

/** A yes/no confirmation; resolves true on OK. */
export function confirm(options: {
  title: string;
  content?: string;
  okText?: string;
  danger?: boolean;
}): Promise<boolean> {
  return new Promise((resolve) => {
    withFeedback((f) =>
      f.modal.confirm({
        title: options.title,
        content: options.content,
        okText: options.okText ?? '确定',
        cancelText: '取消',
        okButtonProps: { danger: options.danger },
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );
  });
}

/** A blocking notice with a single OK button (such as the mismatch alert 提示 / 两次输入的新密码不一致). */
export function alertDialog(title: string, content: string): Promise<void> {
  return new Promise((resolve) => {
    withFeedback((f) => f.modal.warning({ title, content, okText: '确定', onOk: () => resolve() }));
  });
}
