import { useEffect, useState } from 'react';

interface Result<T> {
  key: string;
  data?: T;
  error?: string;
}

/**
 * Loads data for a key (the query, the id, a reload counter). Loading is "the answer in hand is for
 * another key", so no state is set synchronously; the previous data stays visible while the next loads.
 */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  const [result, setResult] = useState<Result<T> | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setResult({ key, data }),
      (error: unknown) =>
        live &&
        setResult((last) => ({ key, data: last?.data, error: (error as Error)?.message || '加载失败' })),
    );
    return () => {
      live = false;
    };
    // The key names everything the load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const current = result?.key === key;
  return {
    data: result?.data,
    loading: !current,
    error: current ? (result?.error ?? '') : '',
    fresh: current && !result?.error ? result?.data : undefined,
  };
}
