import { listEquipment, type EquipmentRow } from '@/api/equipment';
import { inspectionApi, type InspectionApplication } from '@/api/inspection';
import { selfServiceApi, type InspectionReport } from '@/api/selfService';
import { listRegistrationApplications, type RegistrationApplicationRow } from '@/api/useRegistration';
import type { Params } from '@/http/params';
import type { Page } from '@/http/envelope';
import { EQUIPMENT } from '@/contract/records/equipment';
import { INSPECTION_REPORT } from '@/contract/records/selfService';
import { USE_REGISTRATION } from '@/contract/records/useRegistration';
import { labelOf } from '@/domain/dict';
import { EQUIPMENT_KIND_KEYS } from '@/domain/equipmentKindTitles';
import { INSPECTION_APPLY_STATUSES } from '@/domain/inspectionApplication';
import { REGISTRATION_STATUSES } from '@/domain/useRegistration';
import { equipmentFilePath, equipmentFileRoute } from '@/routes/equipmentFile';
import { registrationApplicationPath, rowLink } from '@/routes/links';
import { canOpen, findPageByName, findPageByPath } from '@/routes/lookup';
import type { RouteName } from '@/routes/table';

/**
 * The header's search by code (src/layout/HeaderSearch.tsx): the typed text is looked up in the list
 * calls the pages already make, each under the filter of one code, and each match opens the page
 * its list's 查看 opens. Loaded with the first search, not with the shell.
 */

/** One record found, as the search shows and opens it. */
export interface RecordMatch {
  /** The page it opens (its path and query): unique per record. */
  path: string;
  /** That page's title in the route table (电梯档案, 报检申请详情 …). */
  page: string;
  /** Which code matched (设备代码, 申请编号 …) and its value. */
  codeLabel: string;
  code: string;
  /** What tells one match from another: the equipment's name, the application's state. */
  detail: string;
}

/** What the search found: the matches the role may open, and whether some sources had more. */
export interface SearchAnswer {
  matches: RecordMatch[];
  /** A source had more matches than it was asked for: a longer code narrows them. */
  more: boolean;
}

/** How many rows each source is asked for. */
const ROWS_PER_SOURCE = 5;

interface RecordSource<T> {
  /** The list call and the filter the text is sent as. */
  list: (query: Params) => Promise<Page<T>>;
  filter: string;
  codeLabel: string;
  code: (row: T) => string;
  detail: (row: T) => string;
  /** The page the record opens on (its list's 查看), or none. */
  open: (row: T) => string | undefined;
  /** The pages its records open on: the source is asked only when the role may open one of them. */
  routes: readonly RouteName[];
}

const source = <T>(declared: RecordSource<T>) => declared as RecordSource<unknown>;

const equipmentRoutes = EQUIPMENT_KIND_KEYS.map(equipmentFileRoute);
/** The equipment, by one of its three codes; its file opens. */
const equipmentBy = (field: 'equcode' | 'equregcode' | 'usecercode') =>
  source<EquipmentRow>({
    list: listEquipment,
    filter: field,
    codeLabel: EQUIPMENT[field].label,
    code: (row) => row[field],
    detail: (row) => row.equname,
    open: equipmentFilePath,
    routes: equipmentRoutes,
  });

const reportLink = rowLink<InspectionReport>('查看', 'company_service_report_detail', 'view');
const inspectionLink = rowLink<InspectionApplication>('查看', 'inspection_apply_detail');

const SOURCES: RecordSource<unknown>[] = [
  equipmentBy('equcode'),
  equipmentBy('equregcode'),
  equipmentBy('usecercode'),
  source<InspectionReport>({
    list: selfServiceApi.reports,
    filter: 'reportno',
    codeLabel: INSPECTION_REPORT.reportno.label,
    code: (row) => row.reportno,
    detail: (row) => row.equname,
    open: (row) => reportLink.to?.(row),
    routes: ['company_service_report_detail'],
  }),
  source<InspectionApplication>({
    list: inspectionApi.list,
    filter: 'applyNo',
    codeLabel: USE_REGISTRATION.applyNo.label,
    code: (row) => row.applyNo,
    detail: (row) => labelOf(INSPECTION_APPLY_STATUSES, row.status),
    open: (row) => inspectionLink.to?.(row),
    routes: ['inspection_apply_detail'],
  }),
  source<RegistrationApplicationRow>({
    list: listRegistrationApplications,
    filter: 'applyNo',
    codeLabel: USE_REGISTRATION.applyNo.label,
    code: (row) => row.applyNo,
    detail: (row) => `${row.equname} · ${labelOf(REGISTRATION_STATUSES, row.status)}`,
    open: registrationApplicationPath,
    routes: ['use_record_detail', 'change_detail'],
  }),
];

const mayOpen = (name: RouteName, access: readonly string[]) => {
  const page = findPageByName(name);
  return Boolean(page && canOpen(page, access));
};

/**
 * The records whose code contains `text`, among those the role may open: each source the role may
 * open a record of is asked, and a match whose page the role may not open is left out. A record
 * found by two of its codes shows once.
 */
export async function findRecords(text: string, access: readonly string[]): Promise<SearchAnswer> {
  const asked = SOURCES.filter((s) => s.routes.some((name) => mayOpen(name, access)));
  const pages = await Promise.all(
    asked.map((s) => s.list({ [s.filter]: text, pageNo: 1, pageSize: ROWS_PER_SOURCE })),
  );
  const matches = new Map<string, RecordMatch>();
  pages.forEach((page, index) => {
    const s = asked[index];
    for (const row of page.list) {
      const path = s.open(row);
      const target = path && findPageByPath(path.split('?')[0]);
      if (!path || !target || !canOpen(target, access) || matches.has(path)) continue;
      matches.set(path, {
        path,
        page: target.meta.title,
        codeLabel: s.codeLabel,
        code: s.code(row),
        detail: s.detail(row),
      });
    }
  });
  return {
    matches: [...matches.values()],
    more: pages.some((page) => page.count > page.list.length),
  };
}
