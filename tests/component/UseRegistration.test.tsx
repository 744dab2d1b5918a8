import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { expectNone } from '../helpers/lists';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newAttachmentGroup, uploadAttachment } from '@/api/attachments';
import { saveChangeRegistration } from '@/api/useRegistration';
import { CATEGORY, USE_STATE } from '@/domain/equipment';
import { CHANGE_KIND, REGISTRATION_STATUS, REQUIRED_CHANGE_ATTACHMENTS } from '@/domain/useRegistration';
import { usePasswordDialog } from '@/stores/passwordDialog';
import { changeRegistrations, useRegistrations } from '@/mocks/families/useRegistration';
import { setRegistrations, terminations, unitRegistrations } from '@/mocks/families/registrationSets';
import { equipment } from '@/mocks/families/equipment';
import { server } from '@/mocks/node';
import { useTabs } from '@/stores/tabs';
import { renderApp } from '../helpers/render';
import { loginAs } from '../helpers/session';
import { scanFile } from '../helpers/scans';

beforeEach(() => {
  useTabs.setState({ userId: '' });
  usePasswordDialog.setState({ open: false });
});

const equipmentCode = (id: string) => equipment.find(id)!.equcode;
const seeded = (status: string) => useRegistrations.findBy((a) => a.status === status)!;
const button = (name: string) =>
  screen.queryByRole('button', { name: new RegExp(`^${[...name].join('\\s*')}$`) });

describe('use and change registration pages', () => {
  it('every route renders for a use unit', async () => {
    await loginAs('syqy');
    const pending = seeded(REGISTRATION_STATUS.pending);
    const change = changeRegistrations.all()[0]!;
    const set = setRegistrations.all()[0]!;
    const site = unitRegistrations.findBy((r) => r.unitId === 'unit-use')!;
    const termination = terminations.findBy((t) => t.unitId === 'unit-use')!;
    // A list shows its toolbar whether or not it loaded: each list is checked by a cell of its first
    // row in the seed (the equipment code or name, written out), which only a loaded list shows.
    const pages: [string, string][] = [
      ['/use-record/apply', '提交前须上传的登记资料'],
      ['/use-record/query', '410033231201900003'],
      [`/use-record/detail?id=${pending.id}`, `（${pending.applyNo}）`],
      ['/company-service/change-register', '变更内容'],
      ['/company-service/change-query', '410033599201700007'],
      [`/company-service/change-detail?id=${change.id}`, `（${change.applyNo}）`],
      ['/company-service/regBySets', '3号楼压力管道（第1套）'],
      [`/company-service/set-detail?id=${set.id}`, `${set.setname}（${set.regno}）`],
      [`/company-service/RegistrationDetails?id=${set.id}`, `使用登记证：${set.usecercode}`],
      ['/company-service/regByUnit', '望春工业园区气体站'],
      [`/company-service/unit-detail?id=${site.id}`, `${site.sitename}（${site.regno}）`],
      ['/company-service/termination-application', '420033719200800004'],
      ['/company-service/termination-application-detail?mode=add', '注销原因'],
      [`/company-service/termination-application-detail?id=${termination.id}`, `（${termination.applyNo}）`],
    ];
    for (const [path, text] of pages) {
      const { unmount } = renderApp(path);
      expect(await screen.findByText(new RegExp(text.replace(/[()（）]/g, '\\$&'))), path).toBeVisible();
      unmount();
    }
  });

  it('the detail offers each role the steps its machine allows', async () => {
    await loginAs('syqy');
    const pending = seeded(REGISTRATION_STATUS.pending);
    let view = renderApp(`/use-record/detail?id=${pending.id}`);
    await screen.findAllByText(new RegExp(pending.applyNo));
    expect(button('撤回')).toBeVisible();
    expect(button('修改')).toBeNull();
    expect(button('受理')).toBeNull();
    view.unmount();

    // A returned one: its opinion, 修改 to correct it, no withdraw.
    const returned = seeded(REGISTRATION_STATUS.returned);
    view = renderApp(`/use-record/detail?id=${returned.id}`);
    expect(await screen.findByText(returned.opinion)).toBeVisible();
    expect(button('修改')).toBeVisible();
    expect(button('撤回')).toBeNull();
    view.unmount();

    await loginAs('admin');
    view = renderApp(`/use-record/detail?id=${pending.id}`);
    await screen.findAllByText(new RegExp(pending.applyNo));
    for (const name of ['受理', '退回']) expect(button(name)).toBeVisible();
    for (const name of ['办结', '撤回', '修改']) expect(button(name)).toBeNull();
    view.unmount();
  });

  it('an account without the registration codes is refused', async () => {
    await loginAs('wbdw');
    for (const path of ['/company-service/regBySets', '/company-service/termination-application-detail']) {
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
      unmount();
    }
  });

  it('a set lists its members, each linking to its equipment file', async () => {
    await loginAs('syqy');
    const set = setRegistrations.findBy((s) => s.unitId === 'unit-use')!;
    renderApp(`/company-service/set-detail?id=${set.id}`);
    await screen.findAllByText(new RegExp(set.regno));
    const link = screen.getByRole('link', { name: equipmentCode(set.memberIds[0]!) });
    expect(link.getAttribute('href')).toMatch(/^\/equipment\/detail\/(pressurePiping|boiler)\?mode=view&id=/);
  });

  it('the change form offers the unit’s registration records only (useManage queryList)', async () => {
    await loginAs('syqy');
    const ownElevators = equipment.filter(
      (e) => e.unitId === 'unit-use' && e.regstatus === '1' && e.equclacode === CATEGORY.elevator,
    );
    const [offered, cancelled] = ownElevators;
    equipment.update(cancelled!.id, { usestatus: USE_STATE.cancelled, regstatus: '0' });
    const foreign = equipment.findBy((e) => e.unitId !== 'unit-use' && e.regstatus === '1')!;
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    onTestFinished(() => server.events.removeListener('request:start', record));
    const user = userEvent.setup();
    renderApp('/company-service/change-register');
    await user.click(await screen.findByRole('combobox', { name: '变更设备' }));
    await user.paste(offered!.equcode);
    const label = `${offered!.equname}（${offered!.equcode}） ${offered!.usecercode}`;
    // Offered: jsdom never ends the dropdown's slide-in (opacity 0), so presence is what can be asked here.
    expect(await screen.findByTitle(label)).toBeInTheDocument();
    for (const absent of [cancelled!, foreign]) {
      await user.clear(screen.getByRole('combobox', { name: '变更设备' }));
      await user.paste(absent.equcode);
      await waitFor(() => expect(screen.queryByTitle((title) => title.includes(absent.equcode))).toBeNull());
    }
    // The records come from the registration family's own list, not the whole equipment file.
    expect(asked).toContain('/esp/a/stone/useManage/queryList');
    expectNone(asked, (path) => path.endsWith('/eqm/list'), 'asked');
  });

  it('a saved change is committed from its detail; a tab lists the equipment’s other applications', async () => {
    await loginAs('syqy');
    const completedUse = seeded(REGISTRATION_STATUS.completed);
    const attrefsysid = await newAttachmentGroup();
    for (const group of REQUIRED_CHANGE_ATTACHMENTS)
      await uploadAttachment(scanFile(`${group}.pdf`), attrefsysid, group);
    const draft = (
      await saveChangeRegistration(
        {
          changeKind: CHANGE_KIND.address,
          equipmentId: completedUse.equipmentId,
          reason: '搬迁',
          newOrgname: '',
          newAreacode: '330205',
          newAddress: '宁波市江北区长兴路100号',
          toOrgcode: '',
          attrefsysid,
        },
        false,
      )
    ).data;
    const user = userEvent.setup();
    renderApp(`/company-service/change-detail?id=${draft.id}`);
    await screen.findAllByText(new RegExp(draft.applyNo!));
    await user.click(await screen.findByRole('tab', { name: '该设备的登记申请' }));
    const link = await screen.findByRole('link', { name: completedUse.applyNo });
    expect(link.getAttribute('href')).toBe(`/use-record/detail?id=${completedUse.id}`);

    expect(button('撤回')).toBeNull();
    await user.click(button('提交')!);
    await user.click(await screen.findByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() =>
      expect(changeRegistrations.find(draft.id!)?.status).toBe(REGISTRATION_STATUS.pending),
    );
    await waitFor(() => expect(button('撤回')).toBeVisible());
    expect(button('提交')).toBeNull();
  });
});
