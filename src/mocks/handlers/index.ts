import { controlHandlers } from './control';
import { portalHandlers } from './portal';
import { sessionHandlers } from './session';
import { attachmentHandlers } from './attachments';
import { excelExportEndpoint } from '../excel';
import { operatorExport, operatorHandlers } from './operator';
import { equipmentExports, equipmentHandlers } from './equipment';
import { equipmentImportHandlers } from './equipmentImport';
import { registrationHandlers } from './registration';
import { accountExport, accountHandlers } from './account';
import { printHandlers } from './print';
import { unitHandlers } from './company';
import { companyRecordHandlers } from './companyRecords';
import { supervisionHandlers } from './supervision';
import { inspectionHandlers } from './inspection';
import { reportExport, selfServiceHandlers } from './selfService';
import { constructionHandlers } from './construction';
import { useRegistrationHandlers } from './useRegistration';

/** Every family of the stand-in. A new family adds its handlers here. */
export const handlers = [
  ...controlHandlers,
  ...sessionHandlers,
  ...portalHandlers,
  ...attachmentHandlers,
  ...equipmentHandlers,
  ...equipmentImportHandlers,
  ...operatorHandlers,
  ...registrationHandlers,
  ...accountHandlers,
  ...printHandlers,
  ...unitHandlers,
  ...companyRecordHandlers,
  ...supervisionHandlers,
  ...inspectionHandlers,
  ...selfServiceHandlers,
  ...constructionHandlers,
  ...useRegistrationHandlers,
  // common/expExcel: the lists a page exports, by name (api/excel.ts ExportedList).
  excelExportEndpoint({ operator: operatorExport, account: accountExport, report: reportExport }),
  excelExportEndpoint(equipmentExports, '*/a/stone/eqm/expListExcel'),
];
