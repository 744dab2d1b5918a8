import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodySchema, fields } from '@/contract/schema';
import { call, pagedList, recordById } from '@/contract/wire';
import { ACCESS } from '@/domain/access';
import { request } from '@/http/client';
import { collection, type Entity } from '@/mocks/db';
import { records, serve, serveList, serveRecord } from '@/mocks/endpoints';
import { server } from '@/mocks/node';
import { ok } from '@/mocks/respond';
import { loginAs } from '../helpers/session';

/** A family made up for these tests: boilers of two units (syqy works for unit-use, wbdw for unit-maint). */
interface BoilerRecord extends Entity {
  unitId: string;
  name: string;
  equclacode: string;
  usecercode: string;
  address: string;
  installDate: string;
  pressure: number;
}

const boilers = collection<BoilerRecord>('endpointTestBoilers', () => [
  {
    id: 'b1',
    unitId: 'unit-use',
    name: 'Steam boiler A',
    equclacode: '1100',
    usecercode: '锅11浙B00001(19)',
    address: '海曙区丽园北路1288号锅炉房',
    installDate: '2019-03-01',
    pressure: 1.6,
  },
  {
    id: 'b2',
    unitId: 'unit-use',
    name: '热水锅炉',
    equclacode: '1200',
    usecercode: '锅12浙B00002(20)',
    address: '海曙区丽园北路1288号2号车间',
    installDate: '2020-07-15',
    pressure: 1.0,
  },
  {
    id: 'b3',
    unitId: 'unit-use',
    name: '备用蒸汽锅炉',
    equclacode: '1100',
    usecercode: '锅11浙B00003(21)',
    address: '海曙区望春工业园区',
    installDate: '2021-11-30',
    pressure: 2.5,
  },
  {
    id: 'b4',
    unitId: 'unit-maint',
    name: '另一单位的蒸汽锅炉',
    equclacode: '1100',
    usecercode: '锅11浙B00004(21)',
    address: '江北区长兴路689号',
    installDate: '2021-01-01',
    pressure: 1.6,
  },
]);

const ownBoilers = records(boilers, { scope: 'unit', notFound: '锅炉不存在或已删除' });
const boilerRow = (b: BoilerRecord) => ({ ...b, pressureText: `${b.pressure} MPa` });

/** The boilers' list as a contract declares one: its filters by kind, over the row's fields. */
const boilerListCall = pagedList('/a/stone/test/boiler/list', '锅炉列表', ACCESS.workerQuery, z.unknown(), {
  name: 'text',
  equclacode: 'code',
  installDate: 'dateRange',
  keyword: { keyword: ['usecercode', 'address'] },
});

const boilerList = serveList(boilerListCall, {
  records: ownBoilers,
  row: boilerRow,
  filters: (by) => [by.custom('minPressure', (row, min) => row.pressure >= Number(min))],
  order: (a, b) => b.installDate.localeCompare(a.installDate),
});

interface Page {
  list: { id: string; pressureText: string }[];
  count: number;
}

const listBoilers = async (query: Record<string, string> = {}, via: 'form' | 'json' | 'query' = 'form') => {
  const path = '/a/stone/test/boiler/list';
  const options =
    via === 'query'
      ? { params: query }
      : via === 'json'
        ? { json: query }
        : { form: query, method: 'POST' as const };
  const envelope = await request<Page>(path, { ...options, silent: true });
  return envelope.data;
};
const idsOf = (page: Page) => page.list.map((row) => row.id);

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error) => e.message,
  );

describe('stand-in lists served from a declared call', () => {
  it('lists only the caller unit’s records, as rows, in the declared order', async () => {
    server.use(boilerList);
    await loginAs('syqy');
    const page = await listBoilers();
    expect(idsOf(page)).toEqual(['b3', 'b2', 'b1']);
    expect(page.count).toBe(3);
    expect(page.list[0].pressureText).toBe('2.5 MPa');
    // An explicit orderBy wins over the declared order.
    expect(idsOf(await listBoilers({ orderBy: 'installDate asc' }))).toEqual(['b1', 'b2', 'b3']);
    await loginAs('wbdw');
    expect(idsOf(await listBoilers())).toEqual(['b4']);
  });

  it('refuses a role without the access code', async () => {
    server.use(boilerList);
    await loginAs('admin');
    expect(await failure(listBoilers())).toBe('当前角色无权进行此操作');
  });

  it('filters by kind: text, code, date range, keyword and a custom predicate', async () => {
    server.use(boilerList);
    await loginAs('syqy');
    // text: contains, case-insensitive, blank means no filter.
    expect(idsOf(await listBoilers({ name: ' steam ' }))).toEqual(['b1']);
    expect(idsOf(await listBoilers({ name: '蒸汽' }))).toEqual(['b3']);
    expect(idsOf(await listBoilers({ name: '  ' }))).toEqual(['b3', 'b2', 'b1']);
    // code: exact.
    expect(idsOf(await listBoilers({ equclacode: '1100' }))).toEqual(['b3', 'b1']);
    expect(idsOf(await listBoilers({ equclacode: '110' }))).toEqual([]);
    // date range: <name>Start and <name>End, both inclusive, either alone.
    expect(
      idsOf(await listBoilers({ installDateStart: '2019-03-01', installDateEnd: '2020-07-15' })),
    ).toEqual(['b2', 'b1']);
    expect(idsOf(await listBoilers({ installDateStart: '2020-07-16' }))).toEqual(['b3']);
    expect(idsOf(await listBoilers({ installDateEnd: '2019-02-28' }))).toEqual([]);
    // keyword: a match in one of several fields.
    expect(idsOf(await listBoilers({ keyword: 'B00002' }))).toEqual(['b2']);
    expect(idsOf(await listBoilers({ keyword: '丽园北路' }))).toEqual(['b2', 'b1']);
    // custom: asked only when the parameter is given.
    expect(idsOf(await listBoilers({ minPressure: '1.6' }))).toEqual(['b3', 'b1']);
    // Filters combine.
    expect(idsOf(await listBoilers({ equclacode: '1100', keyword: '望春' }))).toEqual(['b3']);
  });

  it('takes its query from the query string, a form body or a JSON body', async () => {
    server.use(boilerList);
    await loginAs('syqy');
    for (const via of ['query', 'form', 'json'] as const) {
      const page = await listBoilers({ equclacode: '1100', pageNo: '2', pageSize: '1' }, via);
      expect({ via, ids: idsOf(page), count: page.count }).toEqual({ via, ids: ['b1'], count: 2 });
    }
  });

  it('refuses a list without a required parameter, with the declared message', async () => {
    server.use(
      serveList(boilerListCall, {
        records: ownBoilers,
        row: boilerRow,
        required: { equclacode: '请选择设备类别' },
      }),
    );
    await loginAs('syqy');
    expect(await failure(listBoilers())).toBe('请选择设备类别');
    expect((await listBoilers({ equclacode: '1200' })).count).toBe(1);
  });

  it('lets administrators see every unit’s records where the scope says so', async () => {
    server.use(
      serveList(
        { ...boilerListCall, access: ACCESS.systemAccount },
        {
          records: records(boilers, { scope: 'unitOrAdmin', notFound: '锅炉不存在或已删除' }),
          row: boilerRow,
        },
      ),
    );
    await loginAs('admin');
    expect((await listBoilers()).count).toBe(4);
    await loginAs('wbdw');
    expect(idsOf(await listBoilers())).toEqual(['b4']);
  });
});

describe('stand-in records and writes served from a declared call', () => {
  const getBoiler = (id: string) =>
    request<BoilerRecord>('/a/stone/test/boiler/get', { params: { id }, silent: true }).then((e) => e.data);

  it('gets a record of the caller’s unit; another unit’s record is not found', async () => {
    server.use(
      serveRecord(
        recordById(
          '/a/stone/test/boiler/get',
          '锅炉详情',
          ACCESS.workerQuery,
          z.unknown(),
          'test.boilerList',
        ),
        { records: ownBoilers, view: boilerRow },
      ),
    );
    await loginAs('syqy');
    expect(await getBoiler('b1')).toMatchObject({ id: 'b1', pressureText: '1.6 MPa' });
    expect(await failure(getBoiler('b4'))).toBe('锅炉不存在或已删除');
    expect(await failure(getBoiler(''))).toBe('锅炉不存在或已删除');
    await loginAs('admin');
    expect(await failure(getBoiler('b1'))).toBe('当前角色无权进行此操作');
  });

  it('takes the id from the path when the path declares one', async () => {
    server.use(
      serveRecord(
        call({
          method: 'GET',
          path: '/a/stone/test/boiler/get/{id}',
          summary: '锅炉详情',
          access: ACCESS.workerQuery,
          reads: true,
        }),
        { records: ownBoilers, view: (b) => b },
      ),
    );
    await loginAs('wbdw');
    const get = (id: string) =>
      request<BoilerRecord>(`/a/stone/test/boiler/get/${id}`, { silent: true }).then((e) => e.data.name);
    expect(await get('b4')).toBe('另一单位的蒸汽锅炉');
    expect(await failure(get('b1'))).toBe('锅炉不存在或已删除');
  });

  it('writes only to a record in the caller’s scope, with the body as sent', async () => {
    const renameCall = call({
      method: 'POST',
      path: '/a/stone/test/boiler/rename',
      summary: '锅炉改名',
      access: ACCESS.workerQuery,
      reads: false,
      carrier: 'json',
      request: bodySchema({ boilerId: fields.id('锅炉'), name: fields.change('名称', 50) }),
    });
    server.use(
      serve(renameCall, {
        record: { of: ownBoilers, id: (body) => body.boilerId },
        run: ({ body, record }) => ok(boilers.update(record.id, { name: body.name ?? record.name })),
      }),
    );
    const rename = (boilerId: string, name: string) =>
      request('/a/stone/test/boiler/rename', { json: { boilerId, name }, silent: true });
    await loginAs('syqy');
    await rename('b2', '一号热水锅炉');
    // The body is checked by the call's schema as sent: a number where text is declared is refused.
    const renameTo = (name: unknown) =>
      request('/a/stone/test/boiler/rename', { json: { boilerId: 'b2', name }, silent: true });
    expect(await failure(renameTo(7))).toBe('名称格式不正确');
    expect(await failure(renameTo('长'.repeat(51)))).toMatch(/^名称/);
    expect(boilers.find('b2')?.name).toBe('一号热水锅炉');
    expect(await failure(rename('b4', '改名'))).toBe('锅炉不存在或已删除');
    expect(boilers.find('b4')?.name).toBe('另一单位的蒸汽锅炉');
    await loginAs('admin');
    expect(await failure(rename('b2', '改名'))).toBe('当前角色无权进行此操作');
    expect(boilers.find('b2')?.name).toBe('一号热水锅炉');
  });
});
