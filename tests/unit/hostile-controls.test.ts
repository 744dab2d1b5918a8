import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_START_LIMIT_MS, startStandInServer, type StandInServer } from '../helpers/stand-in-server';
import { IDLE_CONNECTION_MS } from '@/mocks/settings';

/**
 * The stand-in's aids (docs/requirements.md, What the server refuses): the /__stand-in/ controls, the demo
 * accounts with their passwords and the SMS code in the send answer exist only when the standalone server is
 * started with --mode test or --mode demo; without it they are 404, as an unknown path. The production nginx
 * site never forwards the controls or the demo accounts.
 */

const CONTROLS: [method: string, path: string][] = [
  ['POST', '/esp/__stand-in/reset'],
  ['GET', '/esp/__stand-in/captcha/any'],
  ['POST', '/esp/__stand-in/expire-sessions'],
  ['POST', '/esp/__stand-in/settings'],
  ['POST', '/esp/__stand-in/faults'],
  ['DELETE', '/esp/__stand-in/faults'],
  ['POST', '/esp/__stand-in/plant'],
  ['POST', '/esp/__stand-in/seed-equipment'],
  ['POST', '/esp/__stand-in/expire-upload-tickets'],
  ['POST', '/esp/__stand-in/forget-sms-sends'],
  ['GET', '/esp/a/demo/accounts'],
];

let closed: StandInServer;
let testMode: StandInServer;

beforeAll(async () => {
  [closed, testMode] = await Promise.all([startStandInServer([]), startStandInServer(['--mode', 'test'])]);
}, STAND_IN_START_LIMIT_MS + 10_000);

afterAll(() => {
  closed?.stop();
  testMode?.stop();
});

const json = (body: string) => JSON.parse(body) as { success: boolean; errorMsg: string; data: unknown };

describe('a stand-in started without --mode', () => {
  it.each(CONTROLS)('%s %s is not there (404, as an unknown path)', async (method, path) => {
    const answer = await closed.send(
      method,
      path,
      method === 'POST' ? { target: 'notice', title: 'x' } : undefined,
    );
    expect(answer.status).toBe(404);
    expect(json(answer.body)).toEqual({
      success: false,
      result: 'false',
      errorMsg: `接口不存在：${path}`,
      data: null,
    });
    expect(answer.body).not.toContain('Demo@2026');
  });

  it('answers an unknown path the same way', async () => {
    const answer = await closed.send('GET', '/esp/no/such/call');
    expect(answer.status).toBe(404);
    expect(json(answer.body).errorMsg).toBe('接口不存在：/esp/no/such/call');
  });

  it('still serves the portal’s own calls', async () => {
    const captcha = await closed.send('GET', '/esp/a/stone/common/captcha?randomNum=r1');
    expect(captcha.status).toBe(200);
  });

  it('sends an SMS code without answering it, and the demo code 123456 does not pass', async () => {
    const mobile = '13900007777';
    const sent = json((await closed.send('POST', `/esp/a/stone/common/smsAuthCode/${mobile}/register`)).body);
    expect(sent).toMatchObject({ success: true, data: {} });
    const checked = await closed.send('POST', '/esp/a/stone/common/checkSmsAuthCode', {
      mobile,
      purpose: 'register',
      code: '123456',
    });
    // One chance in a million that the random code is 123456.
    expect(json(checked.body)).toMatchObject({ success: false, errorMsg: '短信验证码错误' });
  });
});

describe('a stand-in started with --mode test', () => {
  it('answers the controls', async () => {
    expect(json((await testMode.send('POST', '/esp/__stand-in/reset')).body)).toMatchObject({
      success: true,
    });
    expect(json((await testMode.send('POST', '/esp/__stand-in/forget-sms-sends')).body)).toMatchObject({
      success: true,
    });
  });

  it('lists the demo accounts and answers the SMS code', async () => {
    const accounts = json((await testMode.send('GET', '/esp/a/demo/accounts')).body);
    expect(accounts.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ loginName: 'syqy', password: 'Demo@2026' })]),
    );
    const sent = json(
      (await testMode.send('POST', '/esp/a/stone/common/smsAuthCode/13900008888/register')).body,
    );
    expect(sent.data).toEqual({ demoCode: '123456' });
  });
});

it('refuses to start with an unknown --mode', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/mocks/http-server.ts', '--mode', 'open'], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('--mode 须为 test 或 demo');
});

describe('the production nginx site', () => {
  const site = readFileSync('deploy/nginx/portal.conf', 'utf8');
  // Directives only: comments may mention what they like.
  const directives = site
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);

  it('closes an idle upstream connection before the stand-in would, so a POST never meets a closing one', () => {
    const upstreams = [...site.matchAll(/^upstream (\w+) \{([^}]*)\}/gm)];
    expect(upstreams.map(([, name]) => name)).toEqual(['tzsb_portal_backend', 'tzsb_portal_print']);
    for (const [, name, body] of upstreams) {
      const seconds = Number(/^\s*keepalive_timeout (\d+)s;/m.exec(body)?.[1]);
      expect(seconds, name).toBeGreaterThan(0);
      expect(seconds * 1000, name).toBeLessThan(IDLE_CONNECTION_MS);
    }
  });

  it('answers 404 for the stand-in’s controls and demo accounts, before the /esp/ proxy', () => {
    expect(directives).toContain('location ^~ /esp/__stand-in/ { return 404; }');
    expect(directives).toContain('location = /esp/a/demo/accounts { return 404; }');
  });

  it('forwards them nowhere else', () => {
    const forwarding = directives.filter((d) => /__stand-in|\/demo\//.test(d) && !d.includes('return 404;'));
    expect(forwarding).toEqual([]);
  });
});
