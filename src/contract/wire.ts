import { z } from 'zod';
import type { AccessCode } from '@/domain/access';

/**
 * How a call of the contract is declared: the one place the portal's calls (api/*), the documentation
 * (scripts/contract/doc.ts → docs/api.md, docs/openapi.json) and the backend check
 * (scripts/contract/check.ts) read what a call is. React-free, so Node scripts import it as it is.
 */

/** Where a call goes: the backend (config baseUrl, `/esp`) or the print host (config printHost). */
export type Host = 'backend' | 'print';

/** How the request's parameters travel: the query string, a form body, a JSON body or a multipart upload. */
export type Carrier = 'query' | 'form' | 'json' | 'multipart';

/**
 * Who may make the call: a menu access code (any of several), `session` (any logged-in account) or
 * `public` (no session: login, registration, the no-account entries).
 */
export type CallAccess = AccessCode | readonly AccessCode[] | 'session' | 'public';

/** A file answered instead of the JSON envelope. */
export type FileKind = 'xlsx' | 'pdf' | 'image' | 'any';

export const FILE_TYPES: Record<FileKind, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  image: 'image/',
  any: '',
};

/**
 * What the backend check sends for a read call it cannot make from nothing: fixed parameters, and
 * parameters taken from the first record another call answered (a detail's id from its list's first row).
 */
export interface CallSample {
  params?: Readonly<Record<string, string>>;
  /** The call (`family.name`) whose first record gives `fields`: parameter name → the record's field. */
  from?: {
    call: string;
    /** Parameter name → the record's field (a dotted path: `orders.0.orderNo`). */
    fields: Readonly<Record<string, string>>;
    /** The first record whose fields have these values. */
    where?: Readonly<Record<string, string>>;
  };
}

/** How a list filter narrows the rows (CallDeclaration.filters). */
export type ListFilter = 'text' | 'code' | 'dateRange' | { keyword: readonly string[] };

/** The query parameters a list's filters take, each optional text. */
export function filterParams(filters: Readonly<Record<string, ListFilter>> = {}): z.ZodObject {
  const described = (filter: ListFilter) =>
    z
      .string()
      .optional()
      .describe(
        filter === 'text'
          ? 'contains'
          : filter === 'code'
            ? 'equals'
            : filter === 'dateRange'
              ? 'yyyy-MM-dd, inclusive'
              : `contained in any of ${filter.keyword.join(', ')}`,
      );
  return z.object(
    Object.fromEntries(
      Object.entries(filters).flatMap(([name, filter]) =>
        filter === 'dateRange'
          ? [
              [`${name}Start`, described(filter)],
              [`${name}End`, described(filter)],
            ]
          : [[name, described(filter)]],
      ),
    ),
  );
}

export interface CallDeclaration {
  method: 'GET' | 'POST';
  /** The path below the host, path parameters in braces: `/a/stone/appOnline/detail/{id}`. */
  path: string;
  host?: Host;
  /** One line on what the call is for. */
  summary: string;
  access: CallAccess;
  /** A read changes nothing (list queries are POST forms, still reads); the check makes only reads. */
  reads: boolean;
  /** A paged list: `pageNo`, `pageSize`, `orderBy` besides `request`, answering `Page` of `response`. */
  paged?: boolean;
  carrier?: Carrier;
  /** The request's parameters or body (a list's own parameters besides its filters and paging). */
  request?: z.ZodType;
  /**
   * A list's filters by parameter, each named as the row field it narrows: 'text' contains, 'code'
   * equals, 'dateRange' lies within `<name>Start`..`<name>End` (inclusive); `{ keyword }` contains in
   * any of the fields. Each passes every row when its parameter is absent or blank.
   */
  filters?: Readonly<Record<string, ListFilter>>;
  /** The envelope's `data` (a paged list: one row). Absent: the answer carries no data the portal reads. */
  response?: z.ZodType;
  /** The call answers a file of this kind (a JSON envelope only for a refusal). */
  file?: FileKind;
  sample?: CallSample;
}

/** Declares a call, keeping its literal type (api/* reads its schemas and path). */
export const call = <const D extends CallDeclaration>(declaration: D): D => declaration;

/** A paged list read by a POST form: its declared filters and its rows (a sample where it needs one). */
export const pagedList = <R extends z.ZodType>(
  path: string,
  summary: string,
  access: CallAccess,
  response: R,
  filters: Readonly<Record<string, ListFilter>>,
  sample?: CallSample,
) =>
  call({
    method: 'POST',
    path,
    summary,
    access,
    reads: true,
    paged: true,
    carrier: 'form',
    filters,
    response,
    sample,
  });

/** One record by its id, which its list's first row gives (`list` is that call's `family.name`). */
export const recordById = <R extends z.ZodType>(
  path: string,
  summary: string,
  access: CallAccess,
  response: R,
  list: string,
) =>
  call({
    method: 'GET',
    path,
    summary,
    access,
    reads: true,
    request: byId,
    response,
    sample: { from: { call: list, fields: { id: 'id' } } },
  });

/** The query parameters every paged list takes. */
export const paging = z.object({
  pageNo: z.number().int().min(1).describe('page, 1-based'),
  pageSize: z.number().int().min(1).describe('rows a page'),
  orderBy: z.string().optional().describe('"field asc|desc"'),
});

/** A server-side paged list. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    list: z.array(row),
    count: z.number().int().min(0),
    pageNo: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

export interface Page<T> {
  list: T[];
  count: number;
  pageNo: number;
  pageSize: number;
}

/** What a call's `data` is: a page of its rows for a paged list, else its response. */
export function answerOf(declaration: CallDeclaration): z.ZodType | undefined {
  if (!declaration.response) return undefined;
  return declaration.paged ? pageOf(declaration.response) : declaration.response;
}

/**
 * The envelope every JSON answer comes in. The backend spells success three ways and the message
 * three ways (src/http/envelope.ts reads them all); `result: 'login'` means the session is gone.
 */
export const envelope = z
  .object({
    success: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
    isSuccess: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
    result: z.union([z.boolean(), z.string()]).optional(),
    errorMsg: z.string().optional(),
    errmsg: z.string().optional(),
    message: z.string().optional(),
    data: z.unknown(),
  })
  .refine((e) => e.success !== undefined || e.isSuccess !== undefined || e.result !== undefined, {
    message: 'no success, isSuccess or result',
  });

/** A path with its parameters filled in (each URI-encoded): `/a/stone/x/detail/{id}` → `/a/stone/x/detail/7`. */
export function pathOf(
  declaration: Pick<CallDeclaration, 'path'>,
  params: Record<string, string> = {},
): string {
  return declaration.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${declaration.path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}

/** The names of a path's parameters. */
export const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

// ---------- Field shapes shared by the families ----------

/** Text the backend always sends ('' when not known). */
export const text = z.string();
/** yyyy-MM-dd, '' when not known. */
export const date = z.string().describe('yyyy-MM-dd');
/** An export's ticked rows: only these of the list (still within the caller's own), in the list's order. */
export const exportedIds = text
  .optional()
  .describe('comma-separated ids: only these rows of the list (the ticked ones, across pages)');
/** A code of a dictionary (src/domain). */
export const code = (dictionary: string) => z.string().describe(`a code of ${dictionary}`);

/** One step of a flow log: who did what, when, with which opinion. */
export const flowStep = z.object({ action: text, operator: text, time: text, opinion: text });
export type FlowStep = z.infer<typeof flowStep>;

/** A file of an attachment group (attsysid: the file, attrefsysid: the record it belongs to). */
export const attachment = z.object({
  attsysid: text,
  attrefsysid: text,
  group: text,
  name: text,
  type: text,
  size: z.number(),
  uploadTime: text,
});
export type Attachment = z.infer<typeof attachment>;

/** A body of `id` only (deletes, withdrawals, a step of a workflow). */
export const byId = z.object({ id: text });

/** An import check: rows it would save, rows it refuses; nothing saved yet. */
export const importProblem = z.object({ field: text, value: text, message: text });
export const importCheck = z.object({
  importId: text.describe('names the checked rows for save or cancel; valid 30 minutes'),
  columns: z.array(text),
  total: z.number().int(),
  accepted: z.array(z.object({ row: z.number().int(), values: z.array(text) })),
  refused: z.array(
    z.object({ row: z.number().int(), values: z.array(text), problems: z.array(importProblem) }),
  ),
});
export type ImportProblem = z.infer<typeof importProblem>;
export type ImportCheck = z.infer<typeof importCheck>;

const importId = z.object({ importId: text });

/**
 * The three calls of an Excel import under `base`: `import` checks a workbook row by row and saves
 * nothing, `importSave` saves every accepted row of a check or none, `importCancel` forgets a check.
 * `params` are what every step names besides the file or the check (the kind of a parameter sheet).
 */
export function importCalls<P extends z.ZodRawShape = Record<never, never>>(
  base: string,
  access: CallAccess,
  summaries: { check: string; save: string },
  params: z.ZodObject<P> = z.object({}) as z.ZodObject<P>,
) {
  return {
    check: call({
      method: 'POST',
      path: `${base}/import`,
      summary: summaries.check,
      access,
      reads: false,
      carrier: 'multipart',
      request: params.extend({ file: z.string().describe('the .xlsx') }),
      response: importCheck,
    }),
    save: call({
      method: 'POST',
      path: `${base}/importSave`,
      summary: summaries.save,
      access,
      reads: false,
      carrier: 'form',
      request: params.extend(importId.shape),
      response: z.object({ saved: z.number().int() }),
    }),
    cancel: call({
      method: 'POST',
      path: `${base}/importCancel`,
      summary: 'forgets a check',
      access,
      reads: false,
      carrier: 'form',
      request: params.extend(importId.shape),
    }),
  };
}
