import { getResponse, http } from 'msw';
import { handle, ok, paginate } from '@/mocks/respond';
import { createRng } from '@/mocks/db';
import { median, type Figure } from './common';

/**
 * The stand-in paging a 10,000-row collection: one call through the same handle()/paginate() path
 * every family uses (faults, idempotency, envelope, JSON), timed in-process, median of 15.
 */
export async function measureStandIn(): Promise<Figure[]> {
  const rng = createRng(2026);
  const surnames = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周'];
  const rows = Array.from({ length: 10_000 }, (_, i) => ({
    id: `bench-${i}`,
    name: `${rng.pick(surnames)}${rng.pick(['伟', '芳', '娜', '敏', '静', '强', '磊', '洋'])}`,
    certno: `TS${rng.digits(10)}`,
    createDate: `2026-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
  }));
  const handlers = [
    http.get(
      '*/bench/list',
      handle(({ request }) => ok(paginate(rows, Object.fromEntries(new URL(request.url).searchParams)))),
    ),
  ];
  const time = async (query: string) => {
    const samples: number[] = [];
    for (let i = 0; i < 15; i++) {
      const started = performance.now();
      const response = await getResponse(handlers, new Request(`http://stand-in/esp/bench/list?${query}`));
      const body = (await response!.json()) as { data: { list: unknown[]; count: number } };
      if (body.data.count !== 10_000 || !body.data.list.length) throw new Error('paging answered wrongly');
      samples.push(performance.now() - started);
    }
    return +median(samples).toFixed(1);
  };
  return [
    {
      name: 'stand-in page of 20 from 10,000 rows',
      value: await time('pageNo=250&pageSize=20'),
      unit: 'ms',
      goal: 50,
      gate: 50,
    },
    {
      name: 'stand-in page of 20 from 10,000 rows sorted (orderBy name desc)',
      value: await time('pageNo=250&pageSize=20&orderBy=name%20desc'),
      unit: 'ms',
      goal: 200,
      gate: 200,
    },
  ];
}
