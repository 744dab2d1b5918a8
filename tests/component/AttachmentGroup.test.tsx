import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import WorkerDetail from '@/pages/worker/WorkerDetail';
import { attachments, issuedGroups } from '@/mocks/families/attachments';
import { operators } from '@/mocks/families/operator';
import { server } from '@/mocks/node';
import { useNodeBlobs } from '../helpers/node-blobs';
import { scanFile } from '../helpers/scans';
import { loginAs } from '../helpers/session';
import { renderAt } from './render';
import { completeAndSaveWorker } from '../helpers/workerForm';

const newGroups = (before: ReadonlySet<string>) => issuedGroups.all().filter((g) => !before.has(g.id));

describe('a new record takes its attachment group from the server', () => {
  useNodeBlobs();

  it('worker detail: the group issued as the form opens holds the uploads and is saved with the operator', async () => {
    await loginAs('syqy');
    const before = new Set(issuedGroups.all().map((g) => g.id));
    const { router } = renderAt('/worker/detail?mode=add', <WorkerDetail />, '/worker/detail');
    await userEvent.type(await screen.findByRole('textbox', { name: '姓名' }), '附件组测试');
    const [issued, ...more] = newGroups(before);
    expect(more).toEqual([]);
    expect(issued.unitId).toBe('unit-use');

    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.setup({ applyAccept: false }).upload(picker, scanFile('certificate.png'));
    expect(await screen.findByText('certificate.png')).toBeInTheDocument();
    expect(attachments.filter((a) => a.attrefsysid === issued.id).map((a) => a.name)).toEqual([
      'certificate.png',
    ]);
    // The upload (a write of the family) issued no other group behind the form.
    expect(newGroups(before)).toHaveLength(1);

    await completeAndSaveWorker('TS-GROUP-001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/worker/query'));
    expect(operators.findBy((o) => o.name === '附件组测试')?.attrefsysid).toBe(issued.id);
  });

  it('worker detail: 保存 pressed while a file still uploads saves once the file is in', async () => {
    await loginAs('syqy');
    const before = new Set(issuedGroups.all().map((g) => g.id));
    // The upload's answer is held until the test lets it go (then the stand-in's own handler answers).
    let letUploadGo = () => {};
    const held = new Promise<void>((resolve) => (letUploadGo = resolve));
    server.use(mswHttp.post('*/a/stone/common/attUpload', () => held.then(() => undefined), { once: true }));
    const { router } = renderAt('/worker/detail?mode=add', <WorkerDetail />, '/worker/detail');
    await userEvent.type(await screen.findByRole('textbox', { name: '姓名' }), '上传中保存');
    const [issued] = newGroups(before);

    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.setup({ applyAccept: false }).upload(picker, scanFile('licence.png'));
    await completeAndSaveWorker('TS-UPLOADING-001');
    // The save waits: nothing is written while the file is on its way, and the form says why.
    expect(await screen.findByRole('status')).toHaveTextContent('等待附件上传完成…');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /保\s*存/ })).toHaveClass('ant-btn-loading'),
    );
    expect(operators.findBy((o) => o.name === '上传中保存')).toBeUndefined();

    letUploadGo();
    await waitFor(() => expect(router.state.location.pathname).toBe('/worker/query'));
    expect(screen.queryByText('等待附件上传完成…')).not.toBeInTheDocument();
    expect(operators.findBy((o) => o.name === '上传中保存')?.attrefsysid).toBe(issued.id);
    expect(attachments.filter((a) => a.attrefsysid === issued.id).map((a) => a.name)).toEqual([
      'licence.png',
    ]);
  });

  it('worker detail: a refused request for the group says so, and 重试 opens the form', async () => {
    await loginAs('syqy');
    server.use(
      mswHttp.post(
        '*/a/stone/common/attGroup',
        () =>
          HttpResponse.json({
            success: false,
            result: 'false',
            errorMsg: '服务繁忙，请稍后再试',
            data: null,
          }),
        { once: true },
      ),
    );
    renderAt('/worker/detail?mode=add', <WorkerDetail />, '/worker/detail');
    expect(await screen.findByText('新记录加载失败：服务繁忙，请稍后再试')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '姓名' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('textbox', { name: '姓名' })).toBeInTheDocument();
  });
});
