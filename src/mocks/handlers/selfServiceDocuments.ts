/** The report documents live with the print host that serves them; selfService reads them from here. */
export { ownInspections, REPORT_NOT_FOUND, reportDocument } from './print';
