import { HttpResponse, type HttpHandler, type PathParams } from 'msw';
import type { Cell, CellValue, DataValidation, Workbook, Worksheet } from 'exceljs';
import type { z } from 'zod';
import { fieldText } from '@/contract/fieldText';
import { isCalendarDate } from '@/contract/schema';
import type { TemplateColumn, WorkbookColumn } from '@/contract/workbook';
import { FILE_TYPES, type CallDeclaration, type ImportProblem, type importCalls } from '@/contract/wire';
import { NINGBO_DISTRICTS } from '@/domain/areas';
import type { Dict } from '@/domain/dict';
import type { Entity } from './db';
import { queryOf, selectRows, serve, type ListSpec, type Query } from './endpoints';
import { ok, orderRows, refuse, requireAccess, type Access, type Caller } from './respond';
import { beijingDay } from '@/utils/beijingTime';

/**
 * Workbooks of the stand-in: lists exported as .xlsx, import templates, and uploaded templates read
 * back row by row. Columns come from the contract's records (contract/workbook.ts), so a header is
 * the label the list and the form show. exceljs is loaded on first use: only the stand-in and the
 * tests ever hold it, never a chunk of the production build.
 */

/** Rows of one import at most: a unit's staff fit, and the answer (one line per row) stays readable. */
export const MAX_IMPORT_ROWS = 1000;
/** Rows of a sheet an import reads at most: a template's data rows, blank ones between them, the header. */
const MAX_SHEET_ROWS = 2 * MAX_IMPORT_ROWS + 1;
// maxRows is an option of exceljs's reader its types leave out.
const READ_OPTIONS = { ignoreNodes: [], maxRows: MAX_SHEET_ROWS };
const TOO_MANY_ROWS = `数据行过多：一次最多导入${MAX_IMPORT_ROWS}行，请分成几个文件导入`;
/** The largest workbook an import takes. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** Rows of one export at most; a larger list is narrowed by its filters first. */
export const MAX_EXPORT_ROWS = 10_000;

// A CommonJS package: its exports are the module's default, in Node as in a bundle.
const loadExcel = async () => (await import('exceljs')).default;

const DATE_FORMAT = 'yyyy-mm-dd';
const HEADER_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } } as const;

/** A date 'YYYY-MM-DD' as the day Excel shows: exceljs writes a Date's UTC day. */
const excelDate = (text: string) => new Date(`${text.slice(0, 10)}T00:00:00Z`);

/** The cell of a value: dates as dates, numbers as numbers, codes as their labels, the rest as text. */
function cellOf(column: WorkbookColumn, value: unknown): CellValue {
  if (value === undefined || value === null || value === '') return null;
  if (column.type === 'date' && typeof value === 'string' && isCalendarDate(value.slice(0, 10))) {
    return excelDate(value);
  }
  if (column.type === 'number' && Number.isFinite(Number(value))) return Number(value);
  return fieldText(column, value);
}

/** Width in Excel's character units: a Chinese character takes two. */
const widthOfText = (text: string) =>
  [...text].reduce((sum, ch) => sum + (/[\u2e80-\uffff]/.test(ch) ? 2 : 1), 0);

/** A column as wide as its header and its longest value (of the first rows), within reason. */
function widthOf(column: WorkbookColumn, cells: CellValue[]): number {
  if (column.type === 'date') return 12;
  const longest = Math.max(
    widthOfText(column.label),
    ...cells.slice(0, 1000).map((cell) => widthOfText(cell === null ? '' : String(cell))),
  );
  return Math.min(50, Math.max(8, longest + 2));
}

function styleHeader(sheet: Worksheet, columnCount: number) {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle' };
  header.height = 20;
  for (let i = 1; i <= columnCount; i++) {
    const cell = header.getCell(i);
    cell.fill = HEADER_FILL;
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF8C9BB0' } } };
  }
}

const newWorkbook = async (): Promise<Workbook> => {
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  workbook.creator = '特种设备企业自助服务平台';
  workbook.created = new Date();
  return workbook;
};

const bytesOf = async (workbook: Workbook) => new Uint8Array(await workbook.xlsx.writeBuffer());

/**
 * A list as a workbook: a header row of the columns' labels (frozen, with a filter), one row per
 * record with typed cells, and columns as wide as their content.
 */
export async function listWorkbook(
  sheetName: string,
  columns: WorkbookColumn[],
  rows: readonly object[],
): Promise<Uint8Array> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const cells = rows.map((row) =>
    columns.map((column) => cellOf(column, (row as Record<string, unknown>)[column.key])),
  );
  sheet.columns = columns.map((column, i) => ({
    header: column.label,
    key: column.key,
    width: widthOf(
      column,
      cells.map((row) => row[i]),
    ),
    style: column.type === 'date' ? { numFmt: DATE_FORMAT } : {},
  }));
  sheet.addRows(cells);
  styleHeader(sheet, columns.length);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return bytesOf(workbook);
}

/** The labels a code column takes in a template (a picker in Excel, and what an import reads). */
const choicesOf = (column: WorkbookColumn): Dict | undefined =>
  column.type === 'area' ? (column.dict ?? NINGBO_DISTRICTS) : column.dict;

/** What a template's instructions say about a column. */
function howToFill(column: TemplateColumn): string {
  if (column.hint) return column.hint;
  const choices = choicesOf(column);
  if (choices) return `从下拉列表选择：${choices.map((c) => c.label).join('、')}`;
  if (column.type === 'date') return '日期，如 2026-01-31';
  if (column.type === 'number') return '数字';
  return `文本${column.maxLength ? `，不超过${column.maxLength}个字符` : ''}`;
}

/** Excel keeps a picker's list written inline to 255 characters; a longer one lives on a hidden sheet. */
const INLINE_LIST_LIMIT = 255;

/**
 * An import template: the columns' labels as the header (required ones in red), text columns kept
 * as text (an ID number typed in stays 18 digits), pickers for code columns, dates formatted, and a
 * sheet of instructions.
 */
export async function templateWorkbook(
  sheetName: string,
  columns: TemplateColumn[],
  rowNoun = '一名人员',
  rows: readonly object[] = [],
): Promise<Uint8Array> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.label,
    key: column.key,
    width: Math.max(12, widthOfText(column.label) + 4),
    style: { numFmt: column.type === 'date' ? DATE_FORMAT : column.type === 'number' ? 'General' : '@' },
  }));
  sheet.addRows(
    rows.map((row) => columns.map((column) => cellOf(column, (row as Record<string, unknown>)[column.key]))),
  );
  styleHeader(sheet, columns.length);
  const lists = workbook.addWorksheet('选项', { state: 'hidden' });
  let listColumn = 0;
  const lastRow = Math.max(MAX_IMPORT_ROWS, rows.length) + 1;
  columns.forEach((column, i) => {
    const header = sheet.getRow(1).getCell(i + 1);
    header.note = `${column.required ? '必填' : '选填'}：${howToFill(column)}`;
    if (column.required) header.font = { bold: true, color: { argb: 'FFCF1322' } };
    const choices = choicesOf(column);
    if (!choices) return;
    let formula = `"${choices.map((c) => c.label).join(',')}"`;
    if (formula.length > INLINE_LIST_LIMIT) {
      listColumn++;
      choices.forEach((c, row) => (lists.getCell(row + 1, listColumn).value = c.label));
      const letter = lists.getColumn(listColumn).letter;
      formula = `'选项'!$${letter}$1:$${letter}$${choices.length}`;
    }
    const validation: DataValidation = {
      type: 'list',
      allowBlank: !column.required,
      formulae: [formula],
      showErrorMessage: true,
      errorTitle: column.label,
      error: `请从下拉列表选择${column.label}`,
    };
    for (let row = 2; row <= lastRow; row++) sheet.getCell(row, i + 1).dataValidation = validation;
  });
  if (!listColumn) workbook.removeWorksheet(lists.id);

  const guide = workbook.addWorksheet('填写说明');
  guide.columns = [
    { header: '列名', width: 18 },
    { header: '是否必填', width: 10 },
    { header: '填写要求', width: 80 },
  ];
  guide.addRows(columns.map((c) => [c.label, c.required ? '必填' : '选填', howToFill(c)]));
  guide.addRow([]);
  guide.addRow([
    `每行${rowNoun}，从第2行起填写，最多${MAX_IMPORT_ROWS}行；请勿修改表头、合并单元格或使用公式。`,
  ]);
  styleHeader(guide, 3);
  return bytesOf(workbook);
}

/** A workbook download under its (UTF-8) name; the ASCII name is for clients that cannot read `filename*`. */
export function workbookResponse(bytes: Uint8Array, fileName: string, asciiName: string): Response {
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': FILE_TYPES.xlsx,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

// ---------- Reading an uploaded template ----------

/** A data row of an uploaded template: its number in the sheet, its values by column key, as entered. */
export interface SheetRow {
  row: number;
  /** Values as the record takes them: codes for labels, dates 'YYYY-MM-DD', text trimmed. */
  values: Record<string, string>;
  /** Values as the user entered them, in column order (for the answer). */
  shown: string[];
  /** Values that could not be read as their column's type. */
  problems: ImportProblem[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** An Excel day number (days since 1899-12-30) as 'YYYY-MM-DD'. */
const fromSerial = (serial: number) =>
  new Date(Math.round((serial - 25569) * 86_400_000)).toISOString().slice(0, 10);

/** A date entered as text: 2026-1-31, 2026/01/31 or 2026.01.31 read as 2026-01-31. */
function dateFromText(text: string): string {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  return match ? `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}` : text;
}

/** The text of a cell as entered (rich text joined, a link's text, a date as its day). */
function shownText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value).trim();
}

const isFormula = (value: CellValue) =>
  typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value);

/** A cell as the value its column takes; a label of a code column becomes its code. */
function readCell(column: WorkbookColumn, cell: Cell): { value: string; shown: string; problem?: string } {
  const raw = cell.value;
  const shown = shownText(raw);
  if (typeof raw === 'object' && raw !== null && 'error' in raw) {
    return { value: '', shown, problem: `${column.label}的单元格有错误值（${shown}）` };
  }
  if (column.type === 'date') {
    if (raw instanceof Date) return { value: shown, shown };
    if (typeof raw === 'number') return { value: fromSerial(raw), shown: fromSerial(raw) };
    return { value: dateFromText(shown), shown };
  }
  const choices = choicesOf(column);
  if (choices && shown) {
    const match = choices.find((c) => c.label === shown || c.value === shown);
    return { value: match?.value ?? shown, shown };
  }
  return { value: shown, shown };
}

/**
 * The data rows of an uploaded template, or a refusal that says what is wrong with the file: not a
 * workbook (or the old .xls format), too large, not this template, no rows, too many rows, merged
 * cells or formulas. Blank rows are skipped.
 */
export async function readTemplate(
  bytes: Uint8Array,
  sheetName: string,
  columns: WorkbookColumn[],
): Promise<SheetRow[]> {
  if (startsWith(bytes, OLE_MAGIC))
    refuse('不支持旧版 Excel 文件（.xls），请在 Excel 中另存为 .xlsx 后再导入');
  if (!startsWith(bytes, ZIP_MAGIC)) refuse('文件不是 Excel 工作簿（.xlsx），请下载模板填写后再导入');
  const workbook = await newWorkbook();
  try {
    // exceljs stops parsing a sheet past maxRows: a small file that expands to a huge sheet is refused
    // at its limit, not after every row of it is read.
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      READ_OPTIONS,
    );
  } catch (error) {
    if (String(error).includes('Max row count')) refuse(TOO_MANY_ROWS);
    refuse('文件已损坏或不是 Excel 工作簿（.xlsx），请下载模板填写后再导入');
  }
  const sheet = workbook.getWorksheet(sheetName) ?? workbook.worksheets[0];
  const expected = columns.map((c) => c.label);
  const header = expected.map((_, i) => shownText(sheet?.getRow(1).getCell(i + 1).value ?? null));
  const extra = sheet ? shownText(sheet.getRow(1).getCell(expected.length + 1).value) : '';
  if (!sheet || header.some((label, i) => label !== expected[i]) || extra) {
    refuse(`文件不是${sheetName}导入模板：第1行应为“${expected.join('、')}”，请下载模板后填写`);
  }
  if (sheet!.hasMerges) {
    refuse(`工作表含合并单元格（${sheet!.model.merges.join('、')}），请取消合并后再导入`);
  }

  const rows: SheetRow[] = [];
  const last = sheet!.rowCount;
  for (let number = 2; number <= last; number++) {
    const row = sheet!.getRow(number);
    const cells = columns.map((_, i) => row.getCell(i + 1));
    const formula = cells.findIndex((cell) => isFormula(cell.value));
    if (formula >= 0) {
      refuse(`第${number}行“${columns[formula].label}”是公式，请复制后“粘贴为数值”再导入`);
    }
    const read = columns.map((column, i) => readCell(column, cells[i]));
    if (read.every((cell) => cell.shown === '')) continue;
    if (rows.length === MAX_IMPORT_ROWS) refuse(TOO_MANY_ROWS);
    rows.push({
      row: number,
      values: Object.fromEntries(columns.map((column, i) => [column.key, read[i].value])),
      shown: read.map((cell) => cell.shown),
      problems: read.flatMap((cell, i) =>
        cell.problem ? [{ field: columns[i].label, value: cell.shown, message: cell.problem }] : [],
      ),
    });
  }
  if (!rows.length) refuse('文件中没有数据：请从第2行起填写后再导入');
  return rows;
}

/** The workbook of an import call (the multipart part `file`, refused past MAX_IMPORT_BYTES) and its path's parameters. */
async function readUpload(request: Request, params: PathParams = {}) {
  const tooLarge = `文件过大：导入文件不能超过${MAX_IMPORT_BYTES / 1024 / 1024}MB`;
  // The multipart wrapping adds a little to the file's own size.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_IMPORT_BYTES + 64 * 1024) refuse(tooLarge);
  const form = await request.formData().catch(() => refuse('请选择要导入的文件'));
  const file = form.get('file');
  if (!file || typeof file === 'string') return refuse('请选择要导入的文件');
  if (file.size > MAX_IMPORT_BYTES) refuse(tooLarge);
  return { ...(params as Record<string, string>), bytes: new Uint8Array(await file.arrayBuffer()) };
}

// ---------- Imports: a workbook checked row by row, the accepted rows saved all or none ----------

/** How long a checked import waits for the user to save or cancel it. */
const IMPORT_TTL_MS = 30 * 60_000;

/** A rule's problem with a row: the column (its key) it concerns, and why. */
export interface RowProblem {
  field: string;
  message: string;
}

/** What a rule of the check makes of a row: the value to save, unless it has problems. */
export interface RowCheck<V> {
  value?: V;
  problems: RowProblem[];
}

/** The problems of an input by its schema, one a field (a blank one is "请填写…", not also a format problem). */
export function schemaProblems<S extends z.ZodType>(schema: S, input: unknown): RowCheck<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { value: parsed.data, problems: [] };
  const seen = new Set<string>();
  const problems = parsed.error.issues.flatMap((issue) => {
    const field = String(issue.path.filter((p) => typeof p === 'string').at(-1) ?? '');
    if (seen.has(field)) return [];
    seen.add(field);
    return [{ field, message: issue.message }];
  });
  return { problems };
}

/**
 * An Excel import of a family: its sheet and columns, the rule that makes a row a value to save, and
 * the save. `S` is what the calls' path names (the kind of a parameter sheet), read by `scope`.
 */
export interface ImportSpec<V, S> {
  scope: (params: Record<string, string>) => S;
  sheet: (scope: S) => string;
  columns: (scope: S) => TemplateColumn[];
  /** A row's value, or its problems: the add call's schema and rules. Nothing is written. */
  check: (row: SheetRow, caller: Caller, scope: S) => RowCheck<V>;
  /** Values a file holds once (a code, an ID number), by column key; an earlier row's is refused. */
  unique?: (value: V) => Partial<Record<string, string>>;
  /** The rule that may have changed since the check: asked of every row before any is written. */
  recheck: (value: V, caller: Caller, scope: S) => { field?: string; message: string } | undefined;
  /** Writes the rows; answers the message (已导入N…). */
  save: (values: V[], caller: Caller, scope: S) => string;
}

/** The template of an import (or an export that is one: a sheet of the records as they are). */
export interface TemplateSpec<S> {
  /** 一名人员, 一台设备: the instructions' "每行…". */
  rowNoun?: string;
  file: (scope: S) => { name: string; ascii: string };
  /** Records written below the header, as stored (codes shown as their labels). */
  rows?: (caller: Caller, scope: S) => readonly object[];
}

/**
 * The calls of an import (wire.ts importCalls): the check reads the workbook and answers accepted and
 * refused rows, holding the accepted ones for the user who checked (within their unit) until saved,
 * cancelled or stale; the save checks them again and writes all or none; the cancel forgets them.
 * With a template call, the template too.
 */
export function serveImport<V, S>(
  calls: ReturnType<typeof importCalls>,
  spec: ImportSpec<V, S>,
  template?: TemplateSpec<S> & { call: CallDeclaration },
): HttpHandler[] {
  const held = new Map<string, { owner: string; expires: number; rows: { row: number; value: V }[] }>();
  const ownerOf = (caller: Caller) => `${caller.user.id}@${caller.user.unitId}`;
  const dropStale = () => {
    for (const [id, entry] of held) if (entry.expires < Date.now()) held.delete(id);
  };
  const problemOf = (columns: TemplateColumn[], row: SheetRow, { field, message }: RowProblem) => {
    const index = columns.findIndex((c) => c.key === field);
    const label = index >= 0 ? columns[index].label : field;
    // The schema words every message in Chinese; its own English one means a shape no cell can give.
    const worded = /\p{Script=Han}/u.test(message) ? message : `${label}格式不正确`;
    return { field: index >= 0 ? label : '', value: index >= 0 ? row.shown[index] : '', message: worded };
  };
  const handlers = [
    serve(calls.check, {
      body: readUpload,
      run: async ({ caller, body: { bytes, ...params } }) => {
        const scope = spec.scope(params);
        const columns = spec.columns(scope);
        const rows = await readTemplate(bytes, spec.sheet(scope), columns);
        const seen = new Map<string, number>();
        const accepted: { row: number; values: string[]; value: V }[] = [];
        const refused: { row: number; values: string[]; problems: ImportProblem[] }[] = [];
        for (const row of rows) {
          const { value, problems } = spec.check(row, caller, scope);
          const keys = value === undefined ? [] : Object.entries(spec.unique?.(value) ?? {});
          for (const [field, key] of keys) {
            const above = key ? seen.get(`${field}:${key}`) : undefined;
            const label = columns.find((c) => c.key === field)?.label ?? field;
            if (above) problems.push({ field, message: `与第${above}行的${label}重复` });
          }
          const all = [...row.problems, ...problems.map((p) => problemOf(columns, row, p))];
          if (value === undefined || all.length) {
            refused.push({ row: row.row, values: row.shown, problems: all });
            continue;
          }
          for (const [field, key] of keys) if (key) seen.set(`${field}:${key}`, row.row);
          accepted.push({ row: row.row, values: row.shown, value });
        }
        dropStale();
        const importId = `imp-${crypto.randomUUID()}`;
        held.set(importId, {
          owner: ownerOf(caller),
          expires: Date.now() + IMPORT_TTL_MS,
          rows: accepted.map(({ row, value }) => ({ row, value })),
        });
        return ok({
          importId,
          columns: columns.map((c) => c.label),
          total: accepted.length + refused.length,
          accepted: accepted.map(({ row, values }) => ({ row, values })),
          refused,
        });
      },
    }),
    serve(calls.save, {
      run: ({ caller, body }) => {
        const { importId, ...params } = body as Record<string, string>;
        const scope = spec.scope(params);
        dropStale();
        const entry = held.get(importId);
        if (!entry || entry.owner !== ownerOf(caller)) return refuse('导入数据已失效，请重新上传文件');
        // Used once, whatever the save's outcome.
        held.delete(importId);
        if (!entry.rows.length) refuse('没有可保存的数据行');
        // The store may have changed since the check: every row is checked again before any is written.
        for (const { row, value } of entry.rows) {
          const problem = spec.recheck(value, caller, scope);
          if (!problem) continue;
          const label = spec.columns(scope).find((c) => c.key === problem.field)?.label ?? '';
          refuse(`第${row}行${label}：${problem.message}。数据已变化，请重新导入`);
        }
        const values = entry.rows.map(({ value }) => value);
        return ok({ saved: values.length }, spec.save(values, caller, scope));
      },
    }),
    serve(calls.cancel, {
      run: ({ caller, body }) => {
        const { importId, ...params } = body as Record<string, string>;
        spec.scope(params);
        // An unknown id is already gone, which is what cancel wants.
        if (held.get(importId)?.owner === ownerOf(caller)) held.delete(importId);
        return ok(null, '已取消导入');
      },
    }),
  ];
  if (!template) return handlers;
  return [
    serve(template.call, {
      body: async (_request, params = {}) => params as Record<string, string>,
      run: async ({ caller, body }) => {
        const scope = spec.scope(body);
        const { name, ascii } = template.file(scope);
        const rows = template.rows?.(caller, scope);
        const bytes = await templateWorkbook(spec.sheet(scope), spec.columns(scope), template.rowNoun, rows);
        return workbookResponse(bytes, name, ascii);
      },
    }),
    ...handlers,
  ];
}

// ---------- Exporting a list ----------

/** A list an export call serves: who may, its rows for a caller and a query, its columns and names. */
export interface ExportableList {
  access: Access;
  /** The section's name: the sheet's, and the file's before the date. */
  section: string;
  columns: WorkbookColumn[];
  rows: (caller: Caller, query: Query) => object[];
}

/** A list page's list (the same filters as its list call) as an export. */
export const exportableList = <T extends Entity, R extends object>(
  spec: ListSpec<T, R>,
  declaration: Omit<ExportableList, 'rows'>,
): ExportableList => ({ ...declaration, rows: (caller, query) => selectRows(spec, caller, query) });

/**
 * An export call (common/expExcel, eqm/expListExcel) ?list=<name>&<the list's filters>&orderBy=&ids=: the
 * whole filtered list (no paging) as a workbook named `<section>_<yyyyMMdd>.xlsx`.
 */
export function serveExport(call: CallDeclaration, lists: Readonly<Record<string, ExportableList>>) {
  // The list's filters are the list call's: the whole query is read, not only what the export declares.
  return serve(call, {
    body: queryOf,
    run: async ({ caller, body: query }) => {
      const name = query.list ?? '';
      const list = Object.hasOwn(lists, name) ? lists[name] : refuse('没有可导出的列表');
      requireAccess(caller, list.access);
      // ids: only the ticked rows, still among the caller's own.
      const ids = query.ids ? new Set(query.ids.split(',')) : undefined;
      const listed = list.rows(caller, query).filter((row) => !ids || ids.has(String((row as Entity).id)));
      const rows = orderRows(listed, query.orderBy ?? '');
      if (rows.length > MAX_EXPORT_ROWS) {
        refuse(`导出数据共${rows.length}行，超过${MAX_EXPORT_ROWS}行：请先缩小查询范围`);
      }
      const bytes = await listWorkbook(list.section, list.columns, rows);
      const day = beijingDay().replaceAll('-', '');
      return workbookResponse(bytes, `${list.section}_${day}.xlsx`, `${name}_${day}.xlsx`);
    },
  });
}
