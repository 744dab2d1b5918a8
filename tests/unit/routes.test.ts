import { describe, expect, it } from 'vitest';
import { findPageByPath, pathTo } from '@/routes/lookup';

describe('pathTo', () => {
  it('gives the route table path of a name, with its query encoded and empty values left out', () => {
    expect(pathTo('worker_query')).toBe('/worker/query');
    expect(pathTo('worker_detail', { mode: 'view', id: 'a b&c', extra: '', none: undefined })).toBe(
      '/worker/detail?mode=view&id=a+b%26c',
    );
    expect(pathTo('login', { redirect: '/worker/query' })).toBe('/login?redirect=%2Fworker%2Fquery');
    expect(pathTo('error_401')).toBe('/401');
  });

  it('points at the page of that name', () => {
    expect(findPageByPath(pathTo('account_detail'))?.name).toBe('account_detail');
  });

  it('refuses a name that is not in the route table (compile time; at run time it throws)', () => {
    // @ts-expect-error 'worker_nowhere' is not a route name
    expect(() => pathTo('worker_nowhere')).toThrow(/no route named/);
  });
});
