import { describe, expect, it } from 'vitest';
import { findPageByName, findPageByPath, lacksRecord, mainPages, pathTo } from '@/routes/lookup';
import { errorRoutes } from '@/routes/table';

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

describe('the shell routes', () => {
  it('each begin with a fixed segment, by which the router finds them on a first visit', () => {
    // discoverShellRoutes (src/app/router.tsx) patches a section's routes in by the first segment of
    // the address; a page whose path began with a parameter would never be found.
    const paths = [...mainPages, ...errorRoutes].map((page) =>
      'fullPath' in page ? page.fullPath : page.path,
    );
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) expect(path).toMatch(/^\/[^/:*]+/);
  });
});

describe('lacksRecord', () => {
  const page = (name: string) => findPageByName(name)!;

  it('a record page opened without every key of its record, or with a blank one', () => {
    expect(lacksRecord(page('inspection_apply_pay'), '')).toBe(true);
    expect(lacksRecord(page('inspection_apply_pay'), '?id=%20')).toBe(true);
    expect(lacksRecord(page('pay_code_order'), '?id=bj-0004')).toBe(true);
    expect(lacksRecord(page('pay_code_order'), '?id=bj-0004&orderNo=PO1')).toBe(false);
    expect(lacksRecord(page('inspection_apply_detail'), '?mode=view&id=bj-0003')).toBe(false);
  });

  it('not a page that is also the form of a new record, nor a page of no record', () => {
    expect(lacksRecord(page('worker_detail'), '?mode=add')).toBe(false);
    expect(lacksRecord(page('construction_register'), '')).toBe(false);
    expect(lacksRecord(page('worker_query'), '')).toBe(false);
  });
});
