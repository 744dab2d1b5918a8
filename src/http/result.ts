import { toast } from '@/lib/feedback';
import type { Envelope } from './envelope';
import { isApiError } from './errors';

export interface ResultHandlers<T> {
  onSuccess?: (data: T) => void;
  onFailure?: (message: string) => void;
  /** Shown when the server's answer carries no text. */
  successText?: string;
}

/**
 * The shared result handler for actions: success shows the server's text (errorMsg | errmsg) as a
 * success toast and runs onSuccess; failure shows an error toast (once) and runs onFailure.
 * Resolves true on success so callers can chain.
 */
export async function handleResult<T>(
  call: Promise<Envelope<T>>,
  handlers: ResultHandlers<T> = {},
): Promise<boolean> {
  try {
    const envelope = await call;
    toast.success(envelope.message || handlers.successText || '操作成功');
    handlers.onSuccess?.(envelope.data);
    return true;
  } catch (error) {
    const text = error instanceof Error ? error.message : '操作失败';
    if (!(isApiError(error) && error.notified)) toast.error(text);
    handlers.onFailure?.(text);
    return false;
  }
}
