import type { ReactNode } from 'react';
import { Alert, Button, Space, Spin } from 'antd';
import { RecordMissing } from './RecordMissing';

/** The part of what useLoad returns that decides what to show. */
export interface LoadResult<T> {
  /** The answer for the current key, once it is in. */
  fresh?: T;
  /** Why the load for the current key failed; empty while loading or after success. */
  error: string;
  /** The failure says there is no such record (an unknown id, another unit's): nothing to retry. */
  missing?: boolean;
}

interface Props<T> {
  loaded: LoadResult<T>;
  /** What was loaded, for the message: 记录, 申请, 概览... */
  noun: string;
  onRetry: () => void;
  /** A way out beside 重试 (back to the list). */
  onBack?: () => void;
  /** The page once the data is in; none when the caller renders the data itself. */
  children?: (data: T) => ReactNode;
}

/** Loading, failed (重试 / 返回) or loaded: the three states of a page that loads one thing. */
export function LoadState<T>({ loaded, noun, onRetry, onBack, children }: Props<T>) {
  if (loaded.missing) return <RecordMissing reason={loaded.error} onBack={onBack} />;
  if (loaded.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={`${noun}加载失败：${loaded.error}`}
        action={
          <Space>
            <Button size="small" onClick={onRetry}>
              重试
            </Button>
            {onBack && (
              <Button size="small" onClick={onBack}>
                返回
              </Button>
            )}
          </Space>
        }
      />
    );
  }
  if (loaded.fresh === undefined)
    return <Spin description="加载中..." style={{ display: 'block', padding: 48 }} />;
  return children?.(loaded.fresh) ?? null;
}
