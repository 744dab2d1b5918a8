import { onBeijingClock } from './beijingTime';

const WEEKDAYS = '日一二三四五六';

/**
 * 2026年11月22日星期日: a date as `Intl.DateTimeFormat('zh-CN', { dateStyle: 'full' })` writes it, for the
 * shell's header, on Beijing's calendar (the day the due lists count from). Not with Intl: the first
 * Intl object a page makes has Chromium load ICU's data, 25-38 ms of the main thread (measured in a
 * fresh page), and the header's formatter, made when the shell's code was evaluated, was the only Intl
 * object of a first load (/home).
 */
export const fullDate = (date: Date): string => {
  const day = onBeijingClock(date);
  return `${day.getUTCFullYear()}年${day.getUTCMonth() + 1}月${day.getUTCDate()}日星期${WEEKDAYS[day.getUTCDay()]}`;
};
