import { beijingDay } from '@/utils/beijingTime';
import { treeLabel } from './dict';
import { EQUIPMENT_CATEGORIES } from './equipment';

/**
 * The parts of a 设备代码 (18 digits) in order, as the form explains them: the variety, the
 * manufacturer (2-digit licensing region + 3-digit licence serial), the year of manufacture and the
 * manufacturer's serial number, e.g. 3110 33012 2021 00456.
 */
export const DEVICE_CODE_PARTS = [
  { name: '品种代码', length: 4, example: '3110' },
  { name: '制造单位代码', length: 5, example: '33012' },
  { name: '制造年份', length: 4, example: '2021' },
  { name: '顺序号', length: 5, example: '00456' },
] as const;

export const DEVICE_CODE_LENGTH = 18;

/** The earliest year of manufacture a code may carry (as utils/validators.ts deviceCodeProblem). */
const FIRST_YEAR = 1950;

interface PartSpan {
  name: string;
  start: number;
  end: number;
}

const SPANS: PartSpan[] = DEVICE_CODE_PARTS.reduce<PartSpan[]>((spans, part) => {
  const start = spans.at(-1)?.end ?? 0;
  return [...spans, { name: part.name, start, end: start + part.length }];
}, []);

const spanAt = (index: number) => SPANS.find((s) => index >= s.start && index < s.end)!;
const positions = (span: PartSpan) => `第${span.start + 1}–${span.end}位`;

const varietyName = (code: string) => treeLabel(EQUIPMENT_CATEGORIES, code).split(' / ').at(-1) ?? code;

/** A problem of a 设备代码: the part it is in (none: the code's length) and the message naming it. */
export interface DeviceCodeIssue {
  part?: string;
  message: string;
}

/**
 * What is wrong with a 设备代码 as typed so far, naming the part and its positions; undefined when
 * nothing typed is wrong. `complete` asks for the whole code (on save): a short code then says which
 * parts are missing. The variety part is read against the variety chosen on the form (or the
 * category's first digit when no variety is chosen yet).
 */
export function deviceCodeTypingProblem(
  code: string,
  { equclacode = '', equsortcode = '', complete = false, today = new Date() } = {},
): DeviceCodeIssue | undefined {
  const nonDigit = [...code].findIndex((ch) => ch < '0' || ch > '9');
  if (nonDigit >= 0) {
    const part = spanAt(Math.min(nonDigit, DEVICE_CODE_LENGTH - 1)).name;
    return { part, message: `第${nonDigit + 1}位「${code[nonDigit]}」不是数字（${part}）：设备代码只含数字` };
  }
  if (code.length > DEVICE_CODE_LENGTH)
    return { message: `设备代码为${DEVICE_CODE_LENGTH}位，多了${code.length - DEVICE_CODE_LENGTH}位` };

  const [variety, , year] = SPANS;
  const typedVariety = code.slice(0, variety.end);
  if (equsortcode.length === 4 && typedVariety && !equsortcode.startsWith(typedVariety)) {
    return {
      part: variety.name,
      message: `${positions(variety)}${variety.name}「${typedVariety}」与所选品种（${equsortcode} ${varietyName(equsortcode)}）不符`,
    };
  }
  if (equsortcode.length !== 4 && equclacode && code && code[0] !== equclacode[0]) {
    return {
      part: variety.name,
      message: `第1位「${code[0]}」与所选设备类别（${equclacode} ${varietyName(equclacode)}）不符`,
    };
  }
  if (code.length >= year.end) {
    const typedYear = Number(code.slice(year.start, year.end));
    const thisYear = Number(beijingDay(today).slice(0, 4));
    if (typedYear < FIRST_YEAR || typedYear > thisYear) {
      return {
        part: year.name,
        message: `${positions(year)}${year.name}「${code.slice(year.start, year.end)}」无效：应在${FIRST_YEAR}年至${thisYear}年之间`,
      };
    }
  }
  if (complete && code.length < DEVICE_CODE_LENGTH) {
    const missing = SPANS.filter((s) => code.length < s.end).map((s) => s.name);
    return {
      message: `设备代码为${DEVICE_CODE_LENGTH}位，还差${DEVICE_CODE_LENGTH - code.length}位（缺${missing.join('、')}）`,
    };
  }
  return undefined;
}

/** The parts typed so far: each part's digits (possibly partial) and whether it is complete. */
export const deviceCodeParts = (code: string) =>
  SPANS.map((span) => ({
    name: span.name,
    length: span.end - span.start,
    typed: code.slice(span.start, span.end),
  }));
