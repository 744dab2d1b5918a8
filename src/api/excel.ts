import { request, type Params } from '@/http/client';
import type { ImportCheck } from '@/contract/wire';
export type { ImportProblem, ImportCheck } from '@/contract/wire';

/**
 * Workbooks: a list exported (common expExcel) and records imported from a template (per family).
 * The server writes and reads the .xlsx; the portal only moves bytes.
 */

/** A downloaded file under the name the server gave it (or the caller's fallback). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Reports the percentage of a transfer; 0 until the size is known. */
export type OnProgress = (percent: number) => void;

const download = (path: string, params: Params, fallbackName: string, onProgress?: OnProgress) =>
  request<Blob>(path, { params, responseType: 'blob', onDownloadProgress: onProgress }).then(
    (e): DownloadedFile => ({ blob: e.data, fileName: e.fileName ?? fallbackName }),
  );

/**
 * What an export sends beside the list's name: the list's filters and order, or `ids` (comma-separated),
 * which keeps only those rows (the ticked ones, across pages), in the list's order.
 */
export type ExportQuery = Params & { ids?: string };

/** The lists the common export serves, by the name it knows them by. */
export type ExportedList = 'operator' | 'account' | 'report';

/**
 * GET common/expExcel: the whole list under the query's filters and order (no paging), or its `ids`,
 * as .xlsx, named `<section>_<yyyyMMdd>.xlsx` by the server.
 */
export const exportExcel = (list: ExportedList, query: ExportQuery, onProgress?: OnProgress) =>
  download('/a/stone/common/expExcel', { ...query, list }, `${list}.xlsx`, onProgress);

/**
 * GET eqm/expListExcel: an equipment list (named by its route) under the query's filters and order, or
 * its `ids`, as .xlsx with the list page's columns, named `<list title>_<yyyyMMdd>.xlsx` by the server.
 */
export const exportEquipmentList = (list: string, query: ExportQuery, onProgress?: OnProgress) =>
  download('/a/stone/eqm/expListExcel', { ...query, list }, `${list}.xlsx`, onProgress);

/** The import calls of a family: template, check, save the accepted rows, or cancel. */
export interface ImportCalls {
  template: (onProgress?: OnProgress) => Promise<DownloadedFile>;
  check: (file: File, onProgress?: OnProgress) => Promise<ImportCheck>;
  save: (importId: string) => Promise<{ saved: number; message: string }>;
  cancel: (importId: string) => Promise<void>;
}

/**
 * The import calls under a family's path (`/a/stone/operator` serves `…/importTemplate`, `…/import`...);
 * `templateCall` names another template (a sheet of the records as they are, to change and send back).
 */
export const importCalls = (
  family: string,
  templateName: string,
  templateCall = 'importTemplate',
): ImportCalls => ({
  template: (onProgress) => download(`${family}/${templateCall}`, {}, templateName, onProgress),
  check: (file, onProgress) => {
    const body = new FormData();
    body.append('file', file);
    // A check changes nothing: no list reloads for it, and its refusals show in the dialog.
    return request<ImportCheck>(`${family}/import`, {
      body,
      silent: true,
      announce: false,
      onUploadProgress: onProgress,
    }).then((e) => e.data);
  },
  save: (importId) =>
    request<{ saved: number }>(`${family}/importSave`, { form: { importId }, silent: true }).then((e) => ({
      saved: e.data.saved,
      message: e.message,
    })),
  cancel: (importId) =>
    request(`${family}/importCancel`, { form: { importId }, silent: true, announce: false }).then(
      () => undefined,
    ),
});
