import type { HttpHandler, PathParams } from 'msw';
import type { Cell, CellValue, Column, DataValidation, Workbook, Worksheet } from 'exceljs';
import type { z } from 'zod';
import { fieldText } from '@/contract/fieldText';
import { isCalendarDate } from '@/contract/schema';
import type { TemplateColumn, WorkbookColumn } from '@/contract/workbook';
import { FILE_TYPES, type CallDeclaration, type ImportProblem, type importCalls } from '@/contract/wire';
import type { Entity } from './db';
import { queryOf, selectRows, serve, worded, type ListSpec, type Query } from './endpoints';
import { fileAnswer, ok, orderRows, refuse, requireAccess, type Access, type Caller } from './respond';
import { beijingDay } from '@/utils/beijingTime';

/**
 * Workbooks of the stand-in: lists exported as .xlsx, import templates, and uploaded templates read
 * back row by row, their columns the contract's (contract/workbook.ts). exceljs is loaded on first
 * use: only the stand-in and the tests ever hold it, never a chunk of the production build.
 */

/** Rows of one import at most: a unit's staff fit, and the answer (one line per row) stays readable. */
export const MAX_IMPORT_ROWS = 1000;
/** Stops at a template's data rows and blanks between (maxRows: an exceljs reader option its types omit). */
const READ_OPTIONS = { ignoreNodes: [], maxRows: 2 * MAX_IMPORT_ROWS + 1 };
const TOO_MANY_ROWS = `数据行过多：一次最多导入${MAX_IMPORT_ROWS}行，请分成几个文件导入`;
const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** Rows of one export at most; a larger list is narrowed by its filters first. */
const MAX_EXPORT_ROWS = 10_000;

// A CommonJS package: its exports are the module's default, in Node as in a bundle.
const newWorkbook = async (): Promise<Workbook> => new (await import('exceljs')).default.Workbook();

const DATE_FORMAT = 'yyyy-mm-dd';

/** The cell of a value: dates as dates (the UTC day, which exceljs writes), numbers as numbers, codes as their labels. */
function cellOf(column: WorkbookColumn, value: unknown): CellValue {
  if (value === undefined || value === null || value === '') return null;
  if (column.type === 'date' && typeof value === 'string' && isCalendarDate(value.slice(0, 10))) {
    return new Date(`${value.slice(0, 10)}T00:00:00Z`);
  }
  if (column.type === 'number' && Number.isFinite(Number(value))) return Number(value);
  return fieldText(column, value);
}

/** Width in Excel's character units: a Chinese character takes two. */
const widthOfText = (text: string) =>
  [...text].reduce((sum, ch) => sum + (/[\u2e80-\uffff]/.test(ch) ? 2 : 1), 0);

function styleHeader(sheet: Worksheet) {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle' };
  header.height = 20;
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF8C9BB0' } } };
  });
}

/**
 * A workbook of one sheet: the columns' labels as a frozen header, one row of typed cells per record,
 * each column laid out by `layout` (given its cells).
 */
async function sheetOf(
  sheetName: string,
  columns: WorkbookColumn[],
  rows: readonly object[],
  layout: (column: WorkbookColumn, cells: CellValue[]) => Partial<Column>,
) {
  const workbook = await newWorkbook();
  workbook.creator = '特种设备企业自助服务平台';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const cells = rows.map((row) =>
    columns.map((column) => cellOf(column, (row as Record<string, unknown>)[column.key])),
  );
  const cellsOf = (i: number) => cells.map((row) => row[i]);
  sheet.columns = columns.map((column, i) => ({
    header: column.label,
    ...layout(column, cellsOf(i)),
  }));
  sheet.addRows(cells);
  styleHeader(sheet);
  return { workbook, sheet };
}

const bytesOf = async (workbook: Workbook) => new Uint8Array(await workbook.xlsx.writeBuffer());

/** A list as a workbook with a filter on its header, each column as wide as its header and longest value. */
async function listWorkbook(sheetName: string, columns: WorkbookColumn[], rows: readonly object[]) {
  const { workbook, sheet } = await sheetOf(sheetName, columns, rows, (column, cells) => {
    if (column.type === 'date') return { width: 12, style: { numFmt: DATE_FORMAT } };
    const longest = Math.max(
      widthOfText(column.label),
      ...cells.slice(0, 1000).map((cell) => widthOfText(cell === null ? '' : String(cell))),
    );
    return { width: Math.min(50, Math.max(8, longest + 2)) };
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return bytesOf(workbook);
}

/** What a template's instructions say about a column. */
function howToFill(column: TemplateColumn): string {
  if (column.hint) return column.hint;
  if (column.dict) return `从下拉列表选择：${column.dict.map((c) => c.label).join('、')}`;
  if (column.type === 'date') return '日期，如 2026-01-31';
  if (column.type === 'number') return '数字';
  return `文本${column.maxLength ? `，不超过${column.maxLength}个字符` : ''}`;
}

/** Excel keeps a picker's list written inline to 255 characters; a longer one lives on a hidden sheet. */
const INLINE_LIST_LIMIT = 255;

/**
 * An import template: required columns' labels in red, text columns kept as text (an ID number typed
 * in stays 18 digits), pickers for code columns, dates formatted, and a sheet of instructions.
 */
async function templateWorkbook(
  sheetName: string,
  columns: TemplateColumn[],
  rowNoun = '一名人员',
  rows: readonly object[] = [],
) {
  const { workbook, sheet } = await sheetOf(sheetName, columns, rows, (column) => ({
    width: Math.max(12, widthOfText(column.label) + 4),
    style: { numFmt: column.type === 'date' ? DATE_FORMAT : column.type === 'number' ? 'General' : '@' },
  }));
  const lists = workbook.addWorksheet('选项', { state: 'hidden' });
  const lastRow = Math.max(MAX_IMPORT_ROWS, rows.length) + 1;
  columns.forEach((column, i) => {
    const header = sheet.getRow(1).getCell(i + 1);
    header.note = `${column.required ? '必填' : '选填'}：${howToFill(column)}`;
    if (column.required) header.font = { bold: true, color: { argb: 'FFCF1322' } };
    const choices = column.dict;
    if (!choices) return;
    let formula = `"${choices.map((c) => c.label).join(',')}"`;
    if (formula.length > INLINE_LIST_LIMIT) {
      const list = lists.getColumn(lists.actualColumnCount + 1);
      choices.forEach((c, row) => (lists.getCell(row + 1, list.number).value = c.label));
      formula = `'选项'!$${list.letter}$1:$${list.letter}$${choices.length}`;
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
  if (!lists.actualColumnCount) workbook.removeWorksheet(lists.id);

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
  styleHeader(guide);
  return bytesOf(workbook);
}

const startsWith = (file: ArrayBuffer, magic: number[]) =>
  new Uint8Array(file.slice(0, magic.length)).join() === magic.join();

/** An Excel day number (days since 1899-12-30) as 'YYYY-MM-DD'. */
const fromSerial = (serial: number) =>
  new Date(Math.round((serial - 25569) * 86_400_000)).toISOString().slice(0, 10);

/** A date entered as text: 2026-1-31, 2026/01/31 or 2026.01.31 read as 2026-01-31. */
function dateFromText(text: string): string {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  return match ? `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}` : text;
}

/** The text of a cell as entered (rich text joined, a link's text, an error's code, a date as its day). */
const shownText = (cell: Cell) =>
  cell.value instanceof Date ? cell.value.toISOString().slice(0, 10) : cell.text.trim();

const isFormula = (value: CellValue) =>
  typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value);

/** A cell as the value its column takes; a label of a code column becomes its code. */
function readCell(column: WorkbookColumn, cell: Cell): { value: string; shown: string; problem?: string } {
  const raw = cell.value;
  const shown = shownText(cell);
  if (typeof raw === 'object' && raw !== null && 'error' in raw) {
    return { value: '', shown, problem: `${column.label}的单元格有错误值（${shown}）` };
  }
  if (column.type === 'date') {
    if (raw instanceof Date) return { value: shown, shown };
    if (typeof raw === 'number') return { value: fromSerial(raw), shown: fromSerial(raw) };
    return { value: dateFromText(shown), shown };
  }
  const match = shown ? column.dict?.find((c) => c.label === shown || c.value === shown) : undefined;
  return { value: match?.value ?? shown, shown };
}

/** The data rows of an uploaded template (blank ones skipped), or a refusal saying what is wrong with the file. */
async function readTemplate(file: ArrayBuffer, sheetName: string, columns: WorkbookColumn[]) {
  if (startsWith(file, [0xd0, 0xcf, 0x11, 0xe0]))
    refuse('不支持旧版 Excel 文件（.xls），请在 Excel 中另存为 .xlsx 后再导入');
  if (!startsWith(file, [0x50, 0x4b, 0x03, 0x04]))
    refuse('文件不是 Excel 工作簿（.xlsx），请下载模板填写后再导入');
  const workbook = await newWorkbook();
  try {
    // exceljs stops parsing a sheet past maxRows: a small file that expands to a huge sheet is refused
    // at its limit, not after every row of it is read.
    await workbook.xlsx.load(file, READ_OPTIONS);
  } catch (error) {
    if (String(error).includes('Max row count')) refuse(TOO_MANY_ROWS);
    refuse('文件已损坏或不是 Excel 工作簿（.xlsx），请下载模板填写后再导入');
  }
  const expected = columns.map((c) => c.label);
  const notTemplate = `文件不是${sheetName}导入模板：第1行应为“${expected.join('、')}”，请下载模板后填写`;
  const sheet = workbook.getWorksheet(sheetName) ?? workbook.worksheets.at(0) ?? refuse(notTemplate);
  // The header is the template's, and nothing after it.
  const header = [...expected, ''].map((_, i) => shownText(sheet.getRow(1).getCell(i + 1)));
  if (header.join('\t') !== [...expected, ''].join('\t')) refuse(notTemplate);
  if (sheet.hasMerges) {
    refuse(`工作表含合并单元格（${sheet.model.merges.join('、')}），请取消合并后再导入`);
  }

  const rows = [];
  for (let number = 2; number <= sheet.rowCount; number++) {
    const cells = columns.map((_, i) => sheet.getRow(number).getCell(i + 1));
    const formula = cells.findIndex((cell) => isFormula(cell.value));
    if (formula >= 0) {
      refuse(`第${number}行“${columns[formula].label}”是公式，请复制后“粘贴为数值”再导入`);
    }
    const read = columns.map((column, i) => readCell(column, cells[i]));
    if (read.every((cell) => cell.shown === '')) continue;
    if (rows.length === MAX_IMPORT_ROWS) refuse(TOO_MANY_ROWS);
    // Its values by column key as the record takes them (codes for labels, dates 'YYYY-MM-DD', text
    // trimmed), as entered in column order (for the answer), and those unread as their column's type.
    rows.push({
      row: number,
      values: Object.fromEntries(columns.map((column, i) => [column.key, read[i].value])),
      shown: read.map((cell) => cell.shown),
      problems: read.flatMap((cell, i): RowProblem[] =>
        cell.problem ? [{ field: columns[i].key, message: cell.problem }] : [],
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
  return { ...(params as Record<string, string>), file: await file.arrayBuffer() };
}

/** A data row of an uploaded template: its number in the sheet, its values by column key, as entered. */
export type SheetRow = Awaited<ReturnType<typeof readTemplate>>[number];

const IMPORT_TTL_MS = 30 * 60_000;

/** A rule's problem with a row: the column (its key) it concerns, and why. */
export type RowProblem = Omit<ImportProblem, 'value'>;

/** What a rule of the check makes of a row: the value to save, unless it has problems. */
export interface RowCheck<V> {
  value?: V;
  problems: RowProblem[];
}

/** The problems of an input by its schema, one a field (a blank one is "请填写…", not also a format problem). */
export function schemaProblems<S extends z.ZodType>(schema: S, input: unknown): RowCheck<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { value: parsed.data, problems: [] };
  const fields = parsed.error.issues.map((issue) =>
    String(issue.path.filter((p) => typeof p === 'string').at(-1) ?? ''),
  );
  const problems = parsed.error.issues.flatMap(({ message }, i) =>
    fields.indexOf(fields[i]) === i ? [{ field: fields[i], message }] : [],
  );
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
 * The calls of an import (wire.ts importCalls) and its template: the check reads the workbook and
 * answers accepted and refused rows, holding the accepted ones for the user who checked (within their
 * unit) until saved, cancelled or stale; the save checks them again and writes all or none; the cancel
 * forgets them.
 */
export function serveImport<V, S>(
  calls: ReturnType<typeof importCalls>,
  spec: ImportSpec<V, S>,
  template: TemplateSpec<S> & { call: CallDeclaration },
): HttpHandler[] {
  const held = new Map<string, { expires: number; rows: { row: number; value: V }[] }>();
  const heldAs = (caller: Caller, importId: string) => `${importId} ${caller.user.id}@${caller.user.unitId}`;
  const dropStale = () => {
    for (const [key, entry] of held) if (entry.expires < Date.now()) held.delete(key);
  };
  /** The caller's check of an id, forgotten as it is taken: a check is used once. */
  const take = (caller: Caller, importId: string) => {
    dropStale();
    const entry = held.get(heldAs(caller, importId));
    held.delete(heldAs(caller, importId));
    return entry;
  };
  const labelIn = (columns: TemplateColumn[], field?: string) => columns.find((c) => c.key === field)?.label;
  return [
    serve(template.call, {
      run: async ({ caller, body }) => {
        const scope = spec.scope(body);
        const rows = template.rows?.(caller, scope);
        const bytes = await templateWorkbook(spec.sheet(scope), spec.columns(scope), template.rowNoun, rows);
        return fileAnswer(bytes, FILE_TYPES.xlsx, template.file(scope));
      },
    }),
    serve(calls.check, {
      body: readUpload,
      run: async ({ caller, body: { file, ...params } }) => {
        const scope = spec.scope(params);
        const columns = spec.columns(scope);
        const problemOf = (row: SheetRow, { field, message }: RowProblem): ImportProblem => {
          const index = columns.findIndex((c) => c.key === field);
          return {
            field: index >= 0 ? columns[index].label : '',
            value: row.shown[index] ?? '',
            message: worded(message, `${labelIn(columns, field) ?? field}格式不正确`),
          };
        };
        const firstRow = new Map<string, number>();
        const checked = (await readTemplate(file, spec.sheet(scope), columns)).map((row) => {
          const { value, problems } = spec.check(row, caller, scope);
          const unique = value === undefined ? {} : (spec.unique?.(value) ?? {});
          const keys = Object.entries(unique).flatMap(([field, key]) =>
            key ? [[field, `${field}:${key}`]] : [],
          );
          for (const [field, key] of keys) {
            const above = firstRow.get(key);
            if (above)
              problems.push({ field, message: `与第${above}行的${labelIn(columns, field) ?? field}重复` });
          }
          const all = [...row.problems, ...problems].map((problem) => problemOf(row, problem));
          const accepted = value !== undefined && !all.length;
          if (accepted) for (const [, key] of keys) firstRow.set(key, row.row);
          return { row: row.row, values: row.shown, value: accepted ? value : undefined, problems: all };
        });
        const importId = `imp-${crypto.randomUUID()}`;
        const accepted = checked.filter((c) => c.value !== undefined);
        dropStale();
        held.set(heldAs(caller, importId), {
          expires: Date.now() + IMPORT_TTL_MS,
          rows: accepted.map(({ row, value }) => ({ row, value: value! })),
        });
        return ok({
          importId,
          columns: columns.map((c) => c.label),
          total: checked.length,
          accepted: accepted.map(({ row, values }) => ({ row, values })),
          refused: checked
            .filter((c) => c.value === undefined)
            .map(({ value: _value, ...refused }) => refused),
        });
      },
    }),
    serve(calls.save, {
      run: ({ caller, body }) => {
        const scope = spec.scope(body as Record<string, string>);
        const entry = take(caller, String(body.importId)) ?? refuse('导入数据已失效，请重新上传文件');
        if (!entry.rows.length) refuse('没有可保存的数据行');
        for (const { row, value } of entry.rows) {
          const problem = spec.recheck(value, caller, scope);
          if (!problem) continue;
          const label = labelIn(spec.columns(scope), problem.field) ?? '';
          refuse(`第${row}行${label}：${problem.message}。数据已变化，请重新导入`);
        }
        const values = entry.rows.map(({ value }) => value);
        return ok({ saved: values.length }, spec.save(values, caller, scope));
      },
    }),
    serve(calls.cancel, {
      run: ({ caller, body }) => {
        // An unknown id is already gone, which is what cancel wants.
        take(caller, String(body.importId));
        return ok(null, '已取消导入');
      },
    }),
  ];
}

/**
 * A list page's list (the same filters as its list call) as an export: who may, its section's name (the
 * sheet's, and the file's before the date) and its columns.
 */
export const exportableList = <T extends Entity, R extends object>(
  spec: ListSpec<T, R>,
  declaration: { access: Access; section: string; columns: WorkbookColumn[] },
) => ({ ...declaration, rows: (caller: Caller, query: Query): object[] => selectRows(spec, caller, query) });
export type ExportableList = ReturnType<typeof exportableList>;

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
      return fileAnswer(bytes, FILE_TYPES.xlsx, {
        name: `${list.section}_${day}.xlsx`,
        ascii: `${name}_${day}.xlsx`,
      });
    },
  });
}
