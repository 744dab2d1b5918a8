import { http } from 'msw';
import { resetDb } from '../db';
import { captchas, sessions } from '../families/accounts';
import { standInSettings } from '../settings';
import { fail, handle, ok, readBody } from '../respond';

/**
 * The stand-in's own controls (no real backend has them): reset the demo data, read a captcha in
 * browser tests, force session expiry, change the idle limit and latency.
 */
export const controlHandlers = [
  http.post(
    '*/__stand-in/reset',
    handle(() => {
      resetDb();
      return ok(null, '演示数据已重置');
    }),
  ),
  http.get(
    '*/__stand-in/captcha/:randomNum',
    handle(({ params }) => {
      const captcha = captchas.find(String(params.randomNum));
      return captcha ? ok(captcha.code) : fail('无此验证码');
    }),
  ),
  http.post(
    '*/__stand-in/expire-sessions',
    handle(() => {
      sessions.all().forEach((s) => sessions.update(s.id, { lastSeen: 0 }));
      return ok(null, '所有会话已过期');
    }),
  ),
  http.post(
    '*/__stand-in/settings',
    handle(async ({ request }) => {
      const body = await readBody(request);
      if (body.idleMinutes) standInSettings.idleMinutes = Number(body.idleMinutes);
      if (body.latency) standInSettings.latency = Number(body.latency);
      return ok({ idleMinutes: standInSettings.idleMinutes, latency: standInSettings.latency });
    }),
  ),
];
