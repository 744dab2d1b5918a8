import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inspectionApi, payApi } from '@/api/inspection';
import { selfServiceApi } from '@/api/selfService';
import { request } from '@/http/client';
import { usePasswordDialog } from '@/stores/passwordDialog';
import { inspectionApplications, payOrders } from '@/mocks/families/inspection';
import { useTabs } from '@/stores/tabs';
import { renderApp } from '../helpers/render';
import { loginAs } from '../helpers/session';
import { onBeijingDay } from '../helpers/clock';

// A list's rows come after its page's code and the stand-in's answer: some twenty routes one after
// another take minutes on a busy machine (scaled like the suite's limits, vite.config.ts).
const EVERY_ROUTE_LIMIT_MS = 180_000 * Number(process.env.TEST_TIME_SCALE ?? 1);

beforeEach(() => {
  useTabs.setState({ userId: '' });
  usePasswordDialog.setState({ open: false });
});

const applyNo = (id: string) => inspectionApplications.find(id)!.applyNo;
const escape = (text: string) => text.replace(/[()（）[\]¥.*+?]/g, '\\$&');
const button = (name: string) =>
  screen.queryByRole('button', { name: new RegExp(`^${[...name].join('\\s*')}$`) });

/** The cells of an order's row in the payment block: 订单编号 … 退款/关闭时间, 说明. */
const cellsOf = (block: ReturnType<typeof within>, orderNo: string) =>
  within(block.getByText(orderNo).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The detail's payment block: the tab of fees and orders. */
async function openPayments(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: '费用与缴费' }));
  return within(screen.getByRole('tabpanel'));
}

describe('online inspection pages over the stand-in', () => {
  it(
    'every route of the inspection and pay-code sections renders for a use unit',
    async () => {
      // The first rows of the due and overdue lists written out below are those of this day.
      onBeijingDay('2026-11-28');
      await loginAs('syqy');
      const one = { pageSize: 1 };
      const elevators = await inspectionApi.waitingEquipment({ ...one, elevator: '1' });
      const online = await selfServiceApi.onlineInspections(one);
      const install = await selfServiceApi.installInspections(one);
      const periodic = await selfServiceApi.periodicInspections(one);
      const paid = payOrders.findBy((o) => o.applyId === 'bj-0004')!;
      // A list shows its toolbar and its 共 0 条 whether or not it loaded: each is checked by a cell of
      // its first row in the seed (an equipment code, written out), which only a loaded list shows.
      const pages: [string, string][] = [
        ['/company-service/online-apply', '511033511201000051'],
        ['/company-service/onlineApplyForElevator', '311033162202300085'],
        ['/company-service/sbjjList', '511033511201000051'],
        [
          `/company-service/online-apply-form?equIds=${elevators.list[0]!.id}&kind=elevator`,
          '维保单位符合性声明',
        ],
        ['/company-service/online-apply-edit?id=bj-0001', '报检设备（2台）'],
        ['/company-service/online-apply-pay?id=bj-0003', '提交转账凭证'],
        ['/company-service/online-apply-query', applyNo('bj-0006')],
        ['/company-service/online-apply-detail?id=bj-0005', `报检申请 ${applyNo('bj-0005')}`],
        ['/company-service/pay', applyNo('bj-0003')],
        // The section opens its one page; without an order it says so.
        ['/pay-code', '未找到该记录'],
        [`/pay-code/pay-code-order?id=bj-0004&orderNo=${paid.orderNo}`, `已于 ${paid.paidTime} 支付`],
        ['/company-service/jcbz', '120033293200800180'],
        ['/company-service/report-query', '120033293200800180'],
        ['/company-service/check-online', '120033293200800180'],
        [`/company-service/check-online/detail?id=${online.list[0]!.id}`, online.list[0]!.reportno],
        ['/company-service/check-install', '410033151202400088'],
        [`/company-service/check-install/detail?id=${install.list[0]!.id}`, install.list[0]!.reportno],
        ['/company-service/check-record', '120033293200800180'],
        [`/company-service/check-record/detail?id=${periodic.list[0]!.id}`, periodic.list[0]!.reportno],
        // The two entries without an account open these addresses (in a window of their own).
        ['/no-account/periodic-inspection', '无账号报检码'],
        ['/no-account/self-collect', '自助领取码'],
      ];
      for (const [path, text] of pages) {
        const { unmount } = renderApp(path);
        expect((await screen.findAllByText(new RegExp(escape(text))))[0], path).toBeVisible();
        unmount();
      }
    },
    EVERY_ROUTE_LIMIT_MS,
  );

  it('an account without the access codes is refused every route of the sections', async () => {
    await loginAs('wbdw');
    for (const path of [
      '/company-service/online-apply',
      '/company-service/onlineApplyForElevator',
      '/company-service/sbjjList',
      '/company-service/online-apply-form',
      '/company-service/online-apply-edit?id=bj-0001',
      '/company-service/online-apply-pay?id=bj-0003',
      '/company-service/online-apply-query',
      '/company-service/online-apply-detail?id=bj-0003',
      '/company-service/pay',
      '/pay-code/pay-code-order',
      '/company-service/jcbz',
      '/company-service/report-query',
      '/company-service/check-online',
      '/company-service/check-online/detail',
      '/company-service/check-install',
      '/company-service/check-install/detail',
      '/company-service/check-record',
      '/company-service/check-record/detail',
    ]) {
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname, path).toBe('/401'));
      unmount();
    }
  }, 30_000);

  it('the elevator compliance declaration shows on an elevator application only', async () => {
    await loginAs('syqy');
    let view = renderApp('/company-service/online-apply-detail?id=bj-0002');
    await screen.findAllByText(new RegExp(applyNo('bj-0002')));
    expect(screen.getByText('联系人', { selector: '.ant-descriptions-title' })).toBeVisible();
    expect(screen.queryByText('电梯维保单位符合性声明')).toBeNull();
    view.unmount();

    inspectionApplications.update('bj-0002', {
      formKind: 'elevator',
      maintainUnit: '宁波安捷电梯工程有限公司',
      selfCheckDate: '2026-11-20',
      complianceNo: 'FH2026112001',
    });
    view = renderApp('/company-service/online-apply-detail?id=bj-0002');
    expect(await screen.findByText('电梯维保单位符合性声明')).toBeVisible();
    expect(screen.getByText('FH2026112001')).toBeVisible();
    view.unmount();
  });

  it('shows the refund of a cancelled application, and a cancelled order with its time', async () => {
    const user = userEvent.setup();
    await loginAs('syqy');
    const refunded = payOrders.findBy((o) => o.applyId === 'bj-0005')!;
    let view = renderApp('/company-service/online-apply-detail?id=bj-0005');
    let block = await openPayments(user);
    // The seeded order of bj-0005 is of 58,000 fen, written out in yuan as the page writes money.
    expect(refunded.amount).toBe(58000);
    expect(
      block.getByText(
        `报检申请已取消，已缴检验费用 ¥580.00 已于 ${refunded.closeTime} 原路退款（订单 ${refunded.orderNo}）`,
      ),
    ).toBeVisible();
    expect(cellsOf(block, refunded.orderNo)).toEqual([
      refunded.orderNo,
      '扫码支付',
      '¥580.00',
      '已退款',
      refunded.createTime,
      refunded.paidTime,
      refunded.closeTime,
      '—',
    ]);
    view.unmount();

    // A QR order of bj-0003 is left unpaid; the institute cancels the application: the order is cancelled.
    const order = (await payApi.createOrder('bj-0003', 'ic-unit-use-0', 'ma-unit-use-0')).data;
    await loginAs('admin');
    await inspectionApi.cancel('bj-0003', '使用单位申请取消');
    await loginAs('syqy');
    const cancelled = payOrders.findBy((o) => o.orderNo === order.orderNo)!;
    view = renderApp('/company-service/online-apply-detail?id=bj-0003');
    block = await openPayments(user);
    expect(order.amount).toBe(116000);
    expect(cellsOf(block, order.orderNo)).toEqual([
      order.orderNo,
      '扫码支付',
      '¥1,160.00',
      '已取消',
      order.createTime,
      '—',
      cancelled.closeTime,
      '—',
    ]);
    // Nothing was paid, so nothing is refunded.
    expect(block.queryByText(/原路退款/)).toBeNull();
    view.unmount();
  });

  it('the institute rejects a voucher with its reason, the unit sees it; a confirmed one is paid', async () => {
    const user = userEvent.setup();
    await loginAs('admin');
    let view = renderApp('/company-service/online-apply-detail?id=bj-0006');
    let block = await openPayments(user);
    expect(block.getByText(/转账凭证：转账回单\.pdf/)).toBeVisible();
    expect(block.getByText('凭证待确认', { selector: '.ant-tag' })).toBeVisible();
    expect(button('确认到账')).toBeVisible();
    await user.click(button('驳回凭证')!);
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: '驳回凭证原因' }), '回单金额与应缴金额不符');
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(inspectionApplications.find('bj-0006')!.status).toBe('3'));
    view.unmount();

    await loginAs('syqy');
    view = renderApp('/company-service/online-apply-detail?id=bj-0006');
    block = await openPayments(user);
    expect(block.getByText('转账凭证已被检验机构驳回：回单金额与应缴金额不符')).toBeVisible();
    expect(block.getByText('凭证已驳回', { selector: '.ant-tag' })).toBeVisible();
    expect(button('去缴费')).toBeVisible();
    expect(button('确认到账')).toBeNull();
    view.unmount();

    // A new voucher, submitted again; the institute confirms this one.
    const body = new FormData();
    body.append(
      'file',
      new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], '转账回单（补）.pdf'),
    );
    body.append('attrefsysid', 'bj-0006');
    body.append('group', 'payCert');
    await request('/a/stone/common/attUpload', { body });
    await inspectionApi.updatePayCert('bj-0006', 'ic-unit-use-0', 'ma-unit-use-0');
    const waiting = inspectionApplications.find('bj-0006')!;
    await loginAs('admin');
    view = renderApp('/company-service/online-apply-detail?id=bj-0006');
    await screen.findByText(`报检申请 ${waiting.applyNo}`);
    await user.click(button('确认到账')!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(inspectionApplications.find('bj-0006')!.status).toBe('4'));
    expect(payOrders.findBy((o) => o.vouchers.includes('转账回单（补）.pdf'))!.state).toBe('paid');
    view.unmount();
  });
});
