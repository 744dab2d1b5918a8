import { http, type HttpHandler, type PathParams } from 'msw';
import { z } from 'zod';
import type { CallAccess, CallDeclaration, ListFilter } from '@/contract/wire';
import { ROLE_TYPES } from '@/domain/access';
import type { Collection, Entity } from './db';
import type { StepOptions, workflow } from './workflow';
import {
  callerOf,
  handle,
  ok,
  paginate,
  readBody,
  readJson,
  refuse,
  requireAccess,
  type Access,
  type Caller,
} from './respond';

/**
 * A family serves a call of the contract by stating only what the declaration cannot (whose records,
 * row shape, order, what a write does); these helpers do the rest the same way for every family:
 * session, role, unit scope, body check, query merging, filtering, paging and the not-found refusal.
 */

export type Query = Record<string, string>;

/** Query string and form/JSON body merged (the body wins): list calls accept either. */
export async function queryOf(request: Request): Promise<Query> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  if (request.method === 'GET' || request.method === 'HEAD') return query;
  return { ...query, ...(await readBody(request)) };
}

/** The MSW route of a declared call: any origin and base before its path, `{param}` as `:param`. */
export const routeOf = (call: Pick<CallDeclaration, 'path'>) => `*${call.path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The caller as the access declares it: any live session, one whose role holds a menu id, or none (public). */
function callerFor(request: Request, access: CallAccess): Caller {
  if (access === 'public')
    throw new Error(`${new URL(request.url).pathname}: a public call served with a session`);
  const caller = callerOf(request);
  if (access !== 'session') requireAccess(caller, access);
  return caller;
}

/** The body a call's declaration states, read from where its carrier puts it and checked by its schema. */
export type BodyOf<D extends CallDeclaration> = D['request'] extends z.ZodType
  ? z.output<D['request']>
  : Query;

/** A multipart body's text parts, a file by its name, read from a copy: the resolver reads the files. */
const multipartFields = async (request: Request) =>
  Object.fromEntries(
    [
      ...(await request
        .clone()
        .formData()
        .catch(() => new FormData())),
    ].map(([name, part]) => [name, typeof part === 'string' ? part : part.name]),
  );

function declaredBody<D extends CallDeclaration>(call: D): BodyReader<BodyOf<D>> {
  const schema = call.request;
  return async (request, params = {}) => {
    if (!schema) return (await queryOf(request)) as BodyOf<D>;
    // A JSON body keeps its types (a number or an object where text is declared is refused), a form's are text.
    const sent =
      call.carrier === 'json' || call.carrier === 'form'
        ? await readJson(request)
        : call.carrier === 'multipart'
          ? await multipartFields(request)
          : await queryOf(request);
    // A path parameter ({id}) is a field of the request; one the body also sends is the body's.
    const fields = sent && typeof sent === 'object' && !Array.isArray(sent) ? { ...params, ...sent } : sent;
    return checked(schema, fields) as BodyOf<D>;
  };
}

/**
 * Whose records a caller sees. 'unit': only rows whose unitId is the caller's unit (every enterprise
 * family). 'unitOrAdmin': the same, but an administrator sees every unit's. 'all': every row (the
 * administrators' own pages, whose access codes no enterprise role holds).
 */
export type Scope = 'unit' | 'unitOrAdmin' | 'all';

export interface Records<T extends Entity> {
  visibleTo(caller: Caller): T[];
  /** A record in the caller's scope, or the family's not-found refusal (another unit's record is not found). */
  get(caller: Caller, id: string | undefined): T;
}

interface RecordsOptions<S extends Scope, T = unknown> {
  scope: S;
  notFound: string;
  /** 'unitOrAdmin': a record its unit has not submitted yet (暂存) is the unit's alone. */
  unsubmitted?: (record: T) => boolean;
}

type UnitOwned = Entity & { unitId: string };

export function records<T extends UnitOwned>(
  source: Collection<T>,
  options: RecordsOptions<'unit' | 'unitOrAdmin', T>,
): Records<T>;
export function records<T extends Entity>(source: Collection<T>, options: RecordsOptions<'all'>): Records<T>;
export function records<T extends Entity>(
  source: Collection<T>,
  { scope, notFound, unsubmitted }: RecordsOptions<Scope, T>,
): Records<T> {
  const sees = (caller: Caller) => {
    if (scope === 'all') return () => true;
    if (scope === 'unitOrAdmin' && caller.role.roleType === ROLE_TYPES.admin) {
      return (row: T) => !unsubmitted?.(row);
    }
    return (row: T) => (row as Partial<UnitOwned>).unitId === caller.user.unitId;
  };
  return {
    visibleTo: (caller) => source.filter(sees(caller)),
    get: (caller, id) => {
      const found = id ? source.find(id) : undefined;
      return found && sees(caller)(found) ? found : refuse(notFound);
    },
  };
}

export type RowFilter<R> = (row: R, query: Query) => boolean;

/** Case-insensitive substring match, as a database LIKE with a case-insensitive collation. */
export const containsText = (value: string, needle: string) =>
  value.toLowerCase().includes(needle.trim().toLowerCase());

const given = (query: Query, param: string) => (query[param] ?? '').trim();

const textOf = (row: unknown, field: string) => String((row as Record<string, unknown>)[field] ?? '');

/** A filter the call declares, over the row field its parameter names (see CallDeclaration.filters). */
function declaredFilter(param: string, filter: ListFilter): RowFilter<unknown> {
  if (filter === 'text') return (row, query) => containsText(textOf(row, param), given(query, param));
  if (filter === 'code') return (row, query) => !query[param] || textOf(row, param) === query[param];
  if (filter === 'dateRange') {
    return (row, query) => {
      const date = textOf(row, param).slice(0, 10);
      const start = given(query, `${param}Start`);
      const end = given(query, `${param}End`);
      return (!start || date >= start) && (!end || date <= end);
    };
  }
  return (row, query) => {
    const needle = given(query, param);
    return !needle || filter.keyword.some((field) => containsText(textOf(row, field), needle));
  };
}

type TextField<R> = { [K in keyof R]-?: R[K] extends string ? K : never }[keyof R] & string;

/** The filters a list adds to its declared ones. */
export interface FilterKinds<R> {
  /** The field equals the parameter named as it (a declared 'code' filter the declaration cannot state). */
  code(field: TextField<R>): RowFilter<R>;
  /** A predicate of the row and the parameter's (trimmed) value, asked only when the parameter is given. */
  custom(param: string, test: (row: R, value: string) => boolean): RowFilter<R>;
}

const filterKinds = <R>(): FilterKinds<R> => ({
  code: (field) => declaredFilter(field, 'code'),
  custom: (param, test) => (row, query) => {
    const value = given(query, param);
    return !value || test(row, value);
  },
});

/** What a list shows: whose records, as which rows, filtered and ordered how. */
export interface ListSpec<T extends Entity, R> {
  /** Whose records the list shows (a list looks none up by id). */
  records: Pick<Records<T>, 'visibleTo'>;
  /** The row a record shows as; filters see the row. */
  row: (record: T) => R;
  /** Filters beyond the declared ones (a predicate the declaration cannot state). */
  filters?: (by: FilterKinds<R>) => RowFilter<R>[];
  /** The declaration's filters (serveList sets them from its call). */
  declared?: Readonly<Record<string, ListFilter>>;
  /** Parameters the list will not run without, with the refusal for each. */
  required?: Readonly<Record<string, string>>;
  /** Order without an explicit orderBy; an orderBy re-sorts (stably) by its field. */
  order?: (a: R, b: R) => number;
}

/** Declares a list shared by several calls (a page, its export...), its row type inferred from `row`. */
export const listSpec = <T extends Entity, R>(spec: ListSpec<T, R>): ListSpec<T, R> => spec;

/** An order newest first by a date or time field (its text orders as its time). */
export const newestFirst =
  <K extends string>(field: K) =>
  (a: Record<K, string>, b: Record<K, string>) =>
    b[field].localeCompare(a[field]);

/** The rows of a list for a caller and a query, filtered and ordered, before paging. */
export function selectRows<T extends Entity, R>(spec: ListSpec<T, R>, caller: Caller, query: Query): R[] {
  for (const [param, message] of Object.entries(spec.required ?? {})) {
    if (!given(query, param)) refuse(message);
  }
  const declared = Object.entries(spec.declared ?? {}).map(([param, filter]) =>
    declaredFilter(param, filter),
  );
  const filters = [...declared, ...(spec.filters?.(filterKinds<R>()) ?? [])];
  const rows = spec.records
    .visibleTo(caller)
    .map(spec.row)
    .filter((row) => filters.every((passes) => passes(row, query)));
  return spec.order ? rows.sort(spec.order) : rows;
}

export type BodyReader<B> = (request: Request, params?: PathParams) => Promise<B>;

/** The first problem of a body that fails its schema, as the Chinese refusal its field's message states. */
function checked<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  return refuse(worded(parsed.error.issues[0].message, '请求内容格式不正确'));
}

/** A schema's message, else `fallback`: the contract words each in Chinese, zod's English means an undeclared shape. */
export const worded = (message: string, fallback: string) =>
  /\p{Script=Han}/u.test(message) ? message : fallback;

/**
 * Form or JSON fields as strings, checked against a schema the call does not declare (every field a
 * string). Declare the reader beside its schema (`const readX = formBody(xSchema)`): written inside a
 * spec the generic call leaves the body's type to its default.
 */
export const formBody =
  <S extends z.ZodType>(schema: S): BodyReader<z.output<S>> =>
  async (request) =>
    checked(schema, await readBody(request));

/** What a call's resolver gets: who calls, what they sent, and the record they act on (when declared). */
export interface Call<B, T> {
  caller: Caller;
  body: B;
  record: T;
  request: Request;
  params: PathParams;
}

const bodyId = (body: unknown) => {
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : undefined;
};

/** The method a declared call is served on: a paged list answers GET and POST (its query either way). */
const methodOf = (call: CallDeclaration) => (call.paged ? 'all' : call.method === 'GET' ? 'get' : 'post');

export interface ServedList<T extends Entity, R> extends ListSpec<T, R> {
  /** Narrows the call's access by the query (a tab of pending applications, a category's menu). */
  access?: (query: Query) => Access;
}

/** A paged list of the contract: its declared filters, plus the spec's records, rows and order. */
export const serveList = <T extends Entity, R>(call: CallDeclaration, spec: ServedList<T, R>): HttpHandler =>
  serve(call, {
    body: queryOf,
    run: ({ caller, body: query }) => {
      if (spec.access) requireAccess(caller, spec.access(query));
      return ok(paginate(selectRows({ ...spec, declared: call.filters }, caller, query), query));
    },
  });

/** One record of the contract by its id (path `{id}`, else the `id` parameter), within the caller's scope. */
export const serveRecord = <T extends Entity, V>(
  call: CallDeclaration,
  spec: { records: Records<T>; view: (record: T) => V },
): HttpHandler =>
  serve<CallDeclaration, Record<string, unknown>, T>(call, {
    body: async (request, params = {}) => ({ ...(await queryOf(request)), ...params }),
    record: { of: spec.records },
    run: ({ record }) => ok(spec.view(record)),
  });

/** A unit's record as the unit sees it: the owner is the caller's own unit. */
export const withoutOwner = <T extends { unitId: string }>({ unitId: _unit, ...rest }: T) => rest;

/** A list of the unit's records in `order`, and one of them by id: both as the unit sees them. */
export const ownListAndDetail = <T extends Entity & { unitId: string }>(
  [list, detail]: [CallDeclaration, CallDeclaration],
  of: Records<T>,
  order: (a: Omit<T, 'unitId'>, b: Omit<T, 'unitId'>) => number,
) => [
  serveList(list, { records: of, row: withoutOwner, order }),
  serveRecord(detail, { records: of, view: withoutOwner }),
];

export interface Served<B, T extends Entity | undefined> {
  /** How the body is read when the declaration cannot say (a multipart upload); else its request schema. */
  body?: BodyReader<B>;
  /** The record the call acts on, looked up in the caller's scope before the resolver runs. */
  record?: { of: Records<NonNullable<T>>; id?: (body: B) => string | undefined };
  run: (call: Call<B, T>) => Response | Promise<Response>;
}

/**
 * Any other call of the contract (writes, exports, summaries): the session and role its access
 * states, its body checked by its request schema, the record in scope; the resolver does the rest.
 */
export function serve<D extends CallDeclaration, B = BodyOf<D>, T extends Entity | undefined = undefined>(
  call: D,
  spec: Served<B, T>,
): HttpHandler {
  const read = spec.body ?? (declaredBody(call) as BodyReader<B>);
  return http[methodOf(call)](
    routeOf(call),
    handle(async ({ request, params }) => {
      const caller = callerFor(request, call.access);
      const body = await read(request, params);
      const lookup = spec.record;
      // T is the record type when a lookup is declared, else undefined (its default): either way, this.
      const record = (lookup ? lookup.of.get(caller, (lookup.id ?? bodyId)(body)) : undefined) as T;
      return spec.run({ caller, body, record, request, params });
    }),
  );
}

/** A call deleting one record in the caller's scope (by its id, or the id `record.id` reads). */
export const serveRemoval = <T extends Entity, B>(
  call: CallDeclaration,
  from: Collection<T>,
  record: NonNullable<Served<B, T>['record']>,
) =>
  serve<CallDeclaration, B, T>(call, {
    record,
    run: ({ record: found }) => {
      from.remove(found.id);
      return ok(null, '删除成功');
    },
  });

/**
 * A workflow's calls on records in the caller's scope, answered as `view` shows one: a step (the
 * machine's word first, then what `take` does and writes, then the step) and a removal.
 */
export const flowCalls = <T extends Entity & { status: string }, A extends string, V>(
  flow: Pick<ReturnType<typeof workflow<T, string, A>>, 'check' | 'step' | 'remove'>,
  of: Records<T>,
  view: (record: T) => V,
) => ({
  step: <D extends CallDeclaration>(
    call: D,
    action: A,
    done: string,
    take: (record: T, body: BodyOf<D>) => StepOptions<T> = () => ({}),
  ) =>
    serve(call, {
      record: { of },
      run: ({ caller, body, record }) => {
        flow.check(record, action, caller);
        return ok(view(flow.step(record, action, caller, take(record, body))), done);
      },
    }),
  remove: (call: CallDeclaration, action: A) =>
    serve(call, {
      record: { of },
      run: ({ caller, record }) => {
        flow.remove(record, action, caller);
        return ok(null, '删除成功');
      },
    }),
});

/** A call anyone may make (registration, a forgotten password): its body checked, no session asked. */
export function servePublic<D extends CallDeclaration, B = BodyOf<D>>(
  call: D & { access: 'public' },
  spec: {
    body?: BodyReader<B>;
    /** Served on any method: the resolver answers the one it does not take (a configured method). */
    anyMethod?: true;
    run: (call: { body: B; request: Request }) => Response | Promise<Response>;
  },
): HttpHandler {
  const read = spec.body ?? (declaredBody(call) as BodyReader<B>);
  return http[spec.anyMethod ? 'all' : methodOf(call)](
    routeOf(call),
    handle(async ({ request, params }) => spec.run({ body: await read(request, params), request })),
  );
}
