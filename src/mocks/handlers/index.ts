import { controlHandlers } from './control';
import { portalHandlers } from './portal';
import { sessionHandlers } from './session';
import { attachmentHandlers } from './attachments';
import { excelExportEndpoint } from '../excel';
import { operatorExport, operatorHandlers } from './operator';
import { registrationHandlers } from './registration';
import { accountExport, accountHandlers } from './account';

/** Every family of the stand-in. A new family adds its handlers here. */
export const handlers = [
  ...controlHandlers,
  ...sessionHandlers,
  ...portalHandlers,
  ...attachmentHandlers,
  ...operatorHandlers,
  ...registrationHandlers,
  ...accountHandlers,
  // common/expExcel: the lists a page exports, by name (api/excel.ts ExportedList).
  excelExportEndpoint({ operator: operatorExport, account: accountExport }),
];
