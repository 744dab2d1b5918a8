const WEEKDAYS = '日一二三四五六';

/**
 * 2026年11月22日星期日: a date as `Intl.DateTimeFormat('zh-CN', { dateStyle: 'full' })` writes it, for the
 * shell's header. Not with Intl: the first Intl object a page makes has Chromium load ICU's data, 25-38
 * ms of the main thread (measured in a fresh page), and the header's formatter, made when the shell's
 * code was evaluated, was the only Intl object of a first load (/home).
 */
export const fullDate = (date: Date): string =>
  `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日星期${WEEKDAYS[date.getDay()]}`;
