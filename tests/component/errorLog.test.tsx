import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { render, screen, waitFor } from '@testing-library/react';
import { server } from '@/mocks/node';
import { errorLogs } from '@/mocks/families/portal';
import { http } from '@/http/client';
import { errorLogCsv, installErrorLogging, logError, useErrorLog } from '@/stores/errorLog';
import { RoleGate } from '@/components/RoleGate';
import { useSession } from '@/stores/session';
import { loginAs } from '../helpers/session';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
/** The entries the stand-in has received, once there are `count` (however long a busy machine takes). */
const posted = async (count: number) => {
  await waitFor(() => expect(errorLogs.all().length).toBeGreaterThanOrEqual(count));
  return errorLogs.all();
};

describe('error log', () => {
  let uninstall: () => void = () => {};
  beforeEach(() => {
    useErrorLog.setState({ entries: [], unread: 0, viewing: false });
    uninstall = installErrorLogging();
  });
  afterEach(() => uninstall());

  it('keeps uncaught script errors with an unread count and posts them (type script, code 0)', async () => {
    window.dispatchEvent(new ErrorEvent('error', { message: '未定义的变量 foo' }));
    expect(useErrorLog.getState().entries[0]).toMatchObject({
      type: 'script',
      code: 0,
      message: '未定义的变量 foo',
    });
    expect(useErrorLog.getState().unread).toBe(1);
    const [saved] = await posted(1);
    expect(saved).toMatchObject({ type: 'script', code: '0', mes: '未定义的变量 foo' });
    expect(saved.url).toContain('http');
  });

  it('logs unhandled rejections and failed calls with their HTTP status, never its own calls', async () => {
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('异步失败') });
    window.dispatchEvent(rejection);
    server.use(mswHttp.get('*/a/stone/broken', () => HttpResponse.text('boom', { status: 502 })));
    await expect(http.get('/a/stone/broken')).rejects.toThrow();
    // The logger itself failing must not be logged again (no loop).
    server.use(mswHttp.post('*/save_error_logger', () => HttpResponse.text('down', { status: 500 })));
    await settle();
    const entries = useErrorLog.getState().entries;
    expect(entries.map((e) => [e.type, e.code])).toEqual([
      ['ajax', 502],
      ['script', 0],
    ]);
    expect(entries[0].url).toBe('/a/stone/broken');
  });

  it('installed again (a second boot), logs each error once', () => {
    installErrorLogging();
    uninstall = installErrorLogging();
    window.dispatchEvent(new ErrorEvent('error', { message: '重复安装' }));
    expect(useErrorLog.getState().entries.map((e) => e.message)).toEqual(['重复安装']);
  });

  it('does not count entries as unread while the error log page is open, and exports CSV', () => {
    useErrorLog.getState().setViewing(true);
    logError({ type: 'script', code: 0, message: '含"引号"的信息', url: 'http://x/a' });
    expect(useErrorLog.getState().unread).toBe(0);
    const csv = errorLogCsv(useErrorLog.getState().entries);
    expect(csv.split('\r\n')[0]).toBe('\ufeff类型,编码,信息,地址,时间');
    expect(csv).toContain('"含""引号""的信息"');
  });
});

describe('RoleGate', () => {
  it('shows its children only for the current role type', async () => {
    await loginAs('duojs');
    const view = () =>
      render(
        <>
          <RoleGate roleType="4">
            <span>使用单位专属</span>
          </RoleGate>
          <RoleGate roleType="5">
            <span>维保单位专属</span>
          </RoleGate>
        </>,
      );
    // duojs logs in as a use unit (role type 4); its other role is a maintenance unit's (5).
    const first = view();
    expect(useSession.getState().currentRoleType).toBe('4');
    expect(screen.getByText('使用单位专属')).toBeInTheDocument();
    expect(screen.queryByText('维保单位专属')).toBeNull();
    first.unmount();
    await useSession.getState().changeRole('role-5');
    view();
    expect(screen.queryByText('使用单位专属')).toBeNull();
    expect(screen.getByText('维保单位专属')).toBeInTheDocument();
  });
});
