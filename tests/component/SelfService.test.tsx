import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { equipment, inspectionHistoryOf } from '@/mocks/families/equipment';
import { interactions } from '@/mocks/families/selfService';
import { usePasswordDialog } from '@/stores/passwordDialog';
import { useTabs } from '@/stores/tabs';
import { renderApp } from '../helpers/render';
import { loginAs } from '../helpers/session';

beforeEach(() => {
  useTabs.setState({ userId: '' });
  usePasswordDialog.setState({ open: false });
});

describe('self-service pages over the stand-in', () => {
  it('a report number of the equipment file opens that report with its documents', async () => {
    const user = userEvent.setup();
    await loginAs('syqy');
    const record = equipment.findBy((e) => e.unitId === 'unit-use' && e.equclacode === '3000')!;
    const [latest] = inspectionHistoryOf(record);
    renderApp(`/equipment/detail/elevator?mode=view&id=${record.id}`);
    await user.click(await screen.findByRole('tab', { name: /^检验记录（\d+）$/ }));
    await user.click(within(screen.getByRole('tabpanel')).getByRole('link', { name: latest!.reportno }));
    expect(await screen.findByText(`检验报告 ${latest!.reportno}（${record.equname}）`)).toBeVisible();
    expect(screen.getByRole('button', { name: '查看报告' })).toBeVisible();
    expect(screen.getByRole('button', { name: '下载检验标志' })).toBeVisible();
    expect(screen.getByText(latest!.conclusion, { selector: '.ant-tag' })).toBeVisible();
  });

  it('a thread shows its messages in order and takes the unit’s reply', async () => {
    const user = userEvent.setup();
    await loginAs('syqy');
    const thread = interactions.find('ia-unit-use-1')!;
    renderApp(`/company-service/interaction-detail?mode=view&id=${thread.id}`);
    await screen.findByText(thread.messages[0]!.text);
    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(items).toHaveLength(thread.messages.length);
    expect(items[1]).toHaveTextContent(thread.messages[1]!.text);

    await user.click(screen.getByRole('button', { name: '发送回复' }));
    expect(await screen.findByText('请填写回复内容')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '回复' }), '收到，谢谢。');
    await user.click(screen.getByRole('button', { name: '发送回复' }));
    expect(await screen.findByText('收到，谢谢。')).toBeVisible();
    expect(interactions.find(thread.id)!.status).toBe('0');
  });
});
