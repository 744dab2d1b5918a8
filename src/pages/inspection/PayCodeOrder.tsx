import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Result, Space } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { payApi, type PayOrder } from '@/api/inspection';
import { LoadState } from '@/components/LoadState';
import { useLoad } from '@/components/useLoad';
import { labelOf } from '@/domain/dict';
import {
  INSPECTION_MESSAGES,
  PAY_ORDER_STATE,
  PAY_ORDER_STATES,
  PAY_POLL_MS,
  yuan,
} from '@/domain/inspectionApplication';
import { pathTo } from '@/routes/lookup';

/** pay-code-order?id=&orderNo=: the order's QR code, asked about every PAY_POLL_MS until it is no longer unpaid. */
export default function PayCodeOrder() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const orderNo = params.get('orderNo') ?? '';
  const [poll, setPoll] = useState(0);
  const loaded = useLoad(() => payApi.costBackInfo(id, orderNo), `${id}|${orderNo}|${poll}`);
  const navigate = useNavigate();
  const order = loaded.data;
  const waiting = order?.state === PAY_ORDER_STATE.unpaid;

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setPoll((n) => n + 1), PAY_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, poll]);

  if (!order) {
    return (
      <LoadState
        loaded={loaded}
        noun="订单"
        onRetry={() => setPoll((n) => n + 1)}
        onBack={() => navigate(pathTo('inspection_pay'))}
      />
    );
  }
  return <OrderView order={order} />;
}

function OrderView({ order }: { order: PayOrder }) {
  const navigate = useNavigate();
  const toDetail = () => navigate(pathTo('inspection_apply_detail', { id: order.applyId }));
  const toPay = () => navigate(pathTo('inspection_apply_pay', { id: order.applyId }));
  const facts = (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'no', label: '订单编号', children: order.orderNo },
        { key: 'apply', label: '报检申请', children: order.applyNo },
        { key: 'amount', label: '支付金额', children: yuan(order.amount) },
        { key: 'state', label: '订单状态', children: labelOf(PAY_ORDER_STATES, order.state) },
        { key: 'expires', label: '有效期至', children: order.expiresAt || '—' },
      ]}
    />
  );
  if (order.state === PAY_ORDER_STATE.paid) {
    return (
      <Result
        status="success"
        title="支付成功"
        subTitle={`订单 ${order.orderNo} 已于 ${order.paidTime} 支付 ${yuan(order.amount)}`}
        extra={
          <Button type="primary" onClick={toDetail}>
            查看报检申请
          </Button>
        }
      />
    );
  }
  if (order.state !== PAY_ORDER_STATE.unpaid) {
    return (
      <Card size="small" title="扫码支付">
        <Alert
          type="error"
          showIcon
          title={
            order.state === PAY_ORDER_STATE.expired ? INSPECTION_MESSAGES.expired : INSPECTION_MESSAGES.closed
          }
          style={{ marginBottom: 12 }}
        />
        {facts}
        <Button type="primary" onClick={toPay}>
          重新下单
        </Button>
      </Card>
    );
  }
  return (
    <Card size="small" title="扫码支付">
      <Space align="start" wrap size={24}>
        <figure style={{ margin: 0, textAlign: 'center' }}>
          <QRCodeSVG
            value={order.payUrl}
            size={200}
            role="img"
            aria-label={`订单 ${order.orderNo} 的支付二维码`}
          />
          <figcaption>请使用手机扫码支付，支付完成后本页自动更新</figcaption>
        </figure>
        <div>
          {facts}
          <Space>
            <Button onClick={toPay}>返回缴费</Button>
            <Button onClick={toDetail}>查看报检申请</Button>
          </Space>
        </div>
      </Space>
    </Card>
  );
}
