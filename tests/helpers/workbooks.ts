import ExcelJS from 'exceljs';

/** A cell as a test writes it: text, a number, a date, or a formula. */
export type TestCell = string | number | Date | null | { formula: string };

/** The first sheet of a workbook: its header row and data rows as exceljs reads their values. */
export async function readSheet(file: Blob | Uint8Array | ArrayBuffer, sheetName?: string) {
  const workbook = new ExcelJS.Workbook();
  const bytes = file instanceof Blob ? await file.arrayBuffer() : file;
  await workbook.xlsx.load(bytes instanceof Uint8Array ? (bytes.slice().buffer as ArrayBuffer) : bytes);
  const sheet = sheetName ? workbook.getWorksheet(sheetName)! : workbook.worksheets[0];
  const valuesOf = (n: number) => {
    const values = sheet.getRow(n).values as ExcelJS.CellValue[];
    // exceljs puts column A at index 1.
    return values.slice(1);
  };
  const rows: ExcelJS.CellValue[][] = [];
  for (let n = 2; n <= sheet.actualRowCount; n++) rows.push(valuesOf(n));
  return { workbook, sheet, header: valuesOf(1).map(String), rows };
}

/**
 * A workbook of one sheet: the header and rows as given, optionally on top of a template's bytes
 * (rows written from row 2), and a change to the sheet before it is written (merge cells...).
 */
export async function writeWorkbook(
  rows: TestCell[][],
  options: { template?: Uint8Array | ArrayBuffer; change?: (sheet: ExcelJS.Worksheet) => void } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet;
  if (options.template) {
    const bytes = options.template;
    await workbook.xlsx.load(bytes instanceof Uint8Array ? (bytes.slice().buffer as ArrayBuffer) : bytes);
    sheet = workbook.worksheets[0];
    rows.forEach((row, i) => (sheet.getRow(i + 2).values = row));
  } else {
    sheet = workbook.addWorksheet('Sheet1');
    sheet.addRows(rows);
  }
  options.change?.(sheet);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
