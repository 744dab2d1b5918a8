/**
 * The portal's clock: Beijing time (Asia/Shanghai), for the client and the stand-in alike, whatever
 * zone the browser or the server runs in. 'Today' is Beijing's day: between 00:00 and 08:00 there the
 * UTC date (and a server's on UTC) is still yesterday's. Beijing is UTC+8 all year (no daylight
 * saving), so a fixed offset is exact and needs no Intl (whose first use costs a page ICU's load).
 */
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** This instant moved so that its UTC fields (getUTCFullYear ...) read Beijing's wall clock. */
export const onBeijingClock = (date: Date = new Date()): Date => new Date(date.getTime() + BEIJING_OFFSET_MS);

/** The Beijing calendar day of an instant, yyyy-MM-dd. */
export const beijingDay = (date: Date = new Date()): string =>
  onBeijingClock(date).toISOString().slice(0, 10);

/** Beijing's calendar day `days` from today (negative: before), yyyy-MM-dd. */
export const dayFromToday = (days: number): string => beijingDay(new Date(Date.now() + days * 86_400_000));

/** The Beijing time of an instant, yyyy-MM-dd HH:mm:ss. */
export const beijingDateTime = (date: Date = new Date()): string =>
  onBeijingClock(date).toISOString().slice(0, 19).replace('T', ' ');

/** Whole days from Beijing's today to a yyyy-MM-dd day: 0 today, negative once it has passed. */
export const daysFromToday = (day: string, today: string = beijingDay()): number =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
