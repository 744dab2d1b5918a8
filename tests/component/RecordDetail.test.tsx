import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOperator, listOperators, type Operator } from '@/api/operator';
import type { FlowStep } from '@/api/registration';
import { RecordPage } from '@/components/RecordPage';
import { operatorSections } from '@/pages/worker/declarations';
import { expectEvery } from '../helpers/lists';
import { loginAs } from '../helpers/session';
import { renderAt } from './render';

const DETAIL = '/worker/detail';

/** A flow log the operator record does not have: the block shows whatever the declaration gives. */
const STEPS: FlowStep[] = [
  { action: 'submit', operator: '王丽娟', time: '2026-11-20 09:00', opinion: '' },
  { action: 'approve', operator: '审核员', time: '2026-11-21 10:00', opinion: '资料齐全' },
];

/** The worker's detail page as declared, with a history tab and a flow log beside the catalogue's. */
const OperatorDetail = () => (
  <RecordPage<Operator>
    listPath="/worker/query"
    detailPath={(mode, id) => `${DETAIL}?mode=${mode}&id=${id}`}
    sections={operatorSections}
    load={getOperator}
    save={() => Promise.reject(new Error('not saved in this test'))}
    detail={{
      title: (o) => `${o.name}（${o.idcard}）`,
      extra: () => <button type="button">打印证书卡</button>,
      tabs: [{ key: 'history', label: '变更记录', render: (o) => <p>{o.name}的变更记录</p> }],
      flow: () => STEPS,
    }}
  />
);

async function openFirst() {
  await loginAs('syqy');
  const row = (await listOperators({ pageNo: 1, pageSize: 1 })).list[0]!;
  const operator = await getOperator(row.id);
  renderAt(`${DETAIL}?mode=view&id=${row.id}`, <OperatorDetail />, DETAIL);
  await screen.findByText(`${operator.name}（${operator.idcard}）`);
  return operator;
}

describe('record detail view', () => {
  it('shows the title and actions in the header, the plain fields grouped by section', async () => {
    const operator = await openFirst();
    const header = screen.getByText(`${operator.name}（${operator.idcard}）`).closest('.ant-card-head')!;
    const actions = within(header as HTMLElement);
    expect(actions.getByRole('button', { name: '打印证书卡' })).toBeInTheDocument();
    expect(actions.getByRole('button', { name: /修\s*改/ })).toBeInTheDocument();
    expect(actions.getByRole('button', { name: /返\s*回/ })).toBeInTheDocument();

    expect(screen.getByText('基本信息')).toBeInTheDocument();
    expect(screen.getByText(operator.mobile)).toBeInTheDocument();
    // List fields are tabs, not descriptions; no inputs anywhere.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('puts sub-record lists and attachments in tabs, then the page’s own tabs and the flow log', async () => {
    const operator = await openFirst();
    const count = operator.qualifications!.length;
    // The tabs load after the descriptions.
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).toEqual([`资格证书（${count}）`, '证书扫描件', '变更记录', '流程记录']);

    // The first tab is open: the certificates as a table.
    const panel = screen.getByRole('tabpanel');
    expectEvery(
      operator.qualifications!,
      (certificate) => within(panel).queryByText(certificate.certno) !== null,
      'certificates shown',
    );

    await userEvent.click(screen.getByRole('tab', { name: '证书扫描件' }));
    expect(await screen.findByText('无附件')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '变更记录' }));
    expect(await screen.findByText(`${operator.name}的变更记录`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '流程记录' }));
    expect(await screen.findByText('资料齐全', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('办理人：审核员')).toBeInTheDocument();
  });
});
