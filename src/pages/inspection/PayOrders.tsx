import { Alert, Space, Table } from 'antd';
import type { InspectionApplicationDetail, PayOrder } from '@/api/inspection';
import { StatusTag } from '@/components/StatusTag';
import { labelOf } from '@/domain/dict';
import { PAY_ORDER } from '@/contract/records/inspection';
import { INSPECTION_APPLY_STATUS, PAY_ORDER_STATE, yuan } from '@/domain/inspectionApplication';

const P = PAY_ORDER;

const remarkOf = (order: PayOrder) =>
  [
    order.vouchers.length ? `转账凭证：${order.vouchers.join('、')}` : '',
    order.opinion ? `驳回原因：${order.opinion}` : '',
  ]
    .filter(Boolean)
    .join('；') || '—';

/**
 * The payment block of an application: what happened to its money (a refund after a cancellation, a
 * rejected voucher and why), then every order with its state, amount and times.
 */
export function PayOrders({ application }: { application: InspectionApplicationDetail }) {
  const { orders } = application;
  const refunded = orders.filter((o) => o.state === PAY_ORDER_STATE.refunded);
  const [latest] = orders;
  const rejected =
    application.status === INSPECTION_APPLY_STATUS.awaitingPayment &&
    latest?.state === PAY_ORDER_STATE.rejected;
  const waiting = latest?.state === PAY_ORDER_STATE.confirming;
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      {refunded.map((o) => (
        <Alert
          key={o.orderNo}
          type="info"
          showIcon
          title={`报检申请已取消，已缴检验费用 ${yuan(o.amount)} 已于 ${o.closeTime} 原路退款（订单 ${o.orderNo}）`}
        />
      ))}
      {rejected && (
        <Alert
          type="error"
          showIcon
          title={`转账凭证已被检验机构驳回：${latest.opinion}`}
          description="请核对后重新上传转账凭证，或改用扫码支付。"
        />
      )}
      {waiting && (
        <Alert
          type="warning"
          showIcon
          title={`转账凭证已于 ${latest.createTime} 提交，等待检验机构确认到账`}
        />
      )}
      <Table<PayOrder>
        size="small"
        rowKey="orderNo"
        pagination={false}
        dataSource={orders}
        aria-label="缴费记录"
        locale={{ emptyText: '暂无缴费记录' }}
        columns={[
          { key: 'no', title: P.orderNo.label, dataIndex: 'orderNo' },
          {
            key: 'method',
            title: P.payMethod.label,
            width: 100,
            render: (_, o) => labelOf(P.payMethod.dict, o.payMethod),
          },
          {
            key: 'amount',
            title: P.amount.label,
            align: 'right',
            width: 120,
            render: (_, o) => yuan(o.amount),
          },
          {
            key: 'state',
            title: P.state.label,
            width: 110,
            render: (_, o) => <StatusTag dict={P.state.dict} value={o.state} />,
          },
          { key: 'created', title: P.createTime.label, width: 170, dataIndex: 'createTime' },
          { key: 'paid', title: P.paidTime.label, width: 170, render: (_, o) => o.paidTime || '—' },
          {
            key: 'closed',
            title: P.closeTime.label,
            width: 170,
            render: (_, o) => o.closeTime || '—',
          },
          { key: 'remark', title: '说明', render: (_, o) => remarkOf(o) },
        ]}
      />
    </Space>
  );
}
