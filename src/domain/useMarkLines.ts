import { monthOf } from './supervision';

/** What an elevator use mark prints (the use mark record's fields, as plain text). */
export interface UseMarkText {
  useUnit: string;
  equregcode: string;
  usecercode: string;
  innercode: string;
  maintainUnit: string;
  maintainPhone: string;
  inspectionBody: string;
  nextinsdate: string;
}

/**
 * The lines of an elevator use mark (2024 版), label and value, in the order the mark prints them: the
 * print sheet and the print host's PDF show the same lines.
 */
export const elevatorMarkLines = (mark: UseMarkText): [string, string][] => [
  ['使用单位', mark.useUnit],
  ['注册代码', mark.equregcode],
  ['使用登记证编号', mark.usecercode],
  ['单位内编号', mark.innercode],
  ['维保单位', mark.maintainUnit],
  ['维保电话', mark.maintainPhone],
  ['检验机构', mark.inspectionBody],
  ['下次检验日期', monthOf(mark.nextinsdate)],
];
