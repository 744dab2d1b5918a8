import { http } from 'msw';
import './invariants';
import { fail } from './respond';
import { dispatching } from './dispatch';
import { controlHandlers } from './control';
import { portalHandlers } from './families/portal';
import { sessionHandlers } from './families/session';
import { attachmentHandlers } from './families/attachments';
import { serveExport } from './excel';
import { attachmentCalls } from '@/contract/calls/attachments';
import { equipmentCalls } from '@/contract/calls/equipment';
import { operatorExport, operatorHandlers } from './families/operator';
import { equipmentExports, equipmentHandlers } from './families/equipment';
import { registrationHandlers } from './families/registration';
import { accountExport, accountHandlers } from './families/account';
import { printHandlers } from './families/print';
import { companyHandlers } from './families/company';
import { supervisionHandlers } from './families/supervision';
import { inspectionHandlers } from './families/inspection';
import { reportExport, selfServiceHandlers } from './families/selfService';
import { constructionHandlers } from './families/construction';
import { useRegistrationHandlers } from './families/useRegistration';
import { registrationSetHandlers } from './families/registrationSets';

/**
 * A path whose percent-encoding is broken (`/detail/%E0%A4%A`) makes MSW's matching of `:id` routes
 * throw, which would answer 500; it is refused first. A RegExp route is matched without decoding.
 */
const malformedPath = http.all(/.*/, ({ request }) => {
  try {
    decodeURIComponent(new URL(request.url).pathname);
    return undefined;
  } catch {
    return fail('请求地址格式不正确', 400);
  }
});

/** Every family of the stand-in. A new family adds its handlers here. */
export const handlers = [
  malformedPath,
  ...controlHandlers,
  ...sessionHandlers,
  ...portalHandlers,
  ...attachmentHandlers,
  ...equipmentHandlers,
  ...operatorHandlers,
  ...registrationHandlers,
  ...accountHandlers,
  ...printHandlers,
  ...companyHandlers,
  ...supervisionHandlers,
  ...inspectionHandlers,
  ...selfServiceHandlers,
  ...constructionHandlers,
  ...useRegistrationHandlers,
  ...registrationSetHandlers,
  // common/expExcel: the lists a page exports, by name (api/excel.ts ExportedList).
  serveExport(attachmentCalls.expExcel, {
    operator: operatorExport,
    account: accountExport,
    report: reportExport,
  }),
  serveExport(equipmentCalls.expListExcel, equipmentExports),
];

/** What the stand-in serves: the handlers above, each request tried on those that may match it only. */
export const standInHandler = dispatching(handlers);
