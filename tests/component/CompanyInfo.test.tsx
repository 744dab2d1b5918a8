import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { YES } from '@/domain/company';
import { unitChanges, invoiceCerts } from '@/mocks/families/company';
import { useTabs } from '@/stores/tabs';
import { usePasswordDialog } from '@/stores/passwordDialog';
import { renderApp } from '../helpers/render';
import { loginAs } from '../helpers/session';

beforeEach(() => {
  useTabs.setState({ userId: '' });
  usePasswordDialog.setState({ open: false });
});

// Role queries over the whole shell are slow in jsdom: find by text, then look inside the part.
const label = (text: string) => new RegExp(`^${text.replace(/\s/g, '').split('').join('\\s*')}$`);
const findButton = async (text: string, scope: HTMLElement = document.body) =>
  (await within(scope).findByText(label(text), { selector: 'button span' })).closest('button')!;
const dialogOf = async (text: string) =>
  (await screen.findAllByText(text)).at(-1)!.closest('.ant-modal, [role=dialog]') as HTMLElement;

describe('unit maintain page', () => {
  it('shows the key fields read-only and files a change application, after which 申请变更 waits', async () => {
    const user = userEvent.setup();
    await loginAs('syqy');
    renderApp('/company-info/maintain');
    expect(await screen.findByText('91330203MA2GQ5X106')).toBeInTheDocument();
    // Contacts are kept on the page itself.
    expect(await screen.findByText('添加联系人')).toBeInTheDocument();

    await user.click(await findButton('申请变更'));
    const dialog = await dialogOf('单位信息变更申请');
    const name = within(dialog).getByLabelText('单位名称');
    await user.clear(name);
    await user.type(name, '宁波甬江新材料有限公司');
    await user.type(within(dialog).getByLabelText('变更原因'), '工商更名');
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));

    expect(await screen.findByText(/待审核，审核通过后生效/)).toBeInTheDocument();
    await waitFor(async () => expect(await findButton('申请变更')).toBeDisabled());
    const pending = unitChanges.findBy((c) => c.status === '0');
    expect(pending?.after.orgname).toBe('宁波甬江新材料有限公司');
    expect(pending?.changedFields).toBe('orgname');
  });

  it('refuses a change whose credit code fails its check character, in the form', async () => {
    const user = userEvent.setup();
    await loginAs('syqy');
    renderApp('/company-info/maintain');
    await user.click(await findButton('申请变更'));
    const dialog = await dialogOf('单位信息变更申请');
    const code = within(dialog).getByLabelText('统一社会信用代码');
    await user.clear(code);
    await user.type(code, '91330203MA2GQ5X107');
    await user.type(within(dialog).getByLabelText('变更原因'), '更正');
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('请输入有效的统一社会信用代码')).toBeInTheDocument();
    expect(unitChanges.findBy((c) => c.status === '0')).toBeUndefined();
  });
});

describe('invoice title list', () => {
  it('lists the default first and makes another the default', async () => {
    const user = userEvent.setup();
    await loginAs('syqy');
    renderApp('/company-info/invoiceVoucher');
    const own = (await screen.findAllByText('宁波甬江化工机械有限公司')).at(-1)!.closest('tr')!;
    expect(own.parentElement!.querySelector('tr.ant-table-row')).toBe(own);
    expect(within(own).getByText('默认')).toBeInTheDocument();

    const branch = (await screen.findByText('宁波甬江化工机械第一分公司')).closest('tr')!;
    await user.click(await findButton('设为默认', branch));
    const confirm = await dialogOf('确定将其设为默认发票抬头吗？原默认发票抬头将不再是默认。');
    await user.click(within(confirm).getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() =>
      expect(
        invoiceCerts.filter((c) => c.unitId === 'unit-use' && c.isDefault === YES).map((c) => c.title),
      ).toEqual(['宁波甬江化工机械第一分公司']),
    );
    // The list reloads after the write: the new default heads it.
    await waitFor(() => {
      const first = document.querySelector('tr.ant-table-row')!;
      expect(first.textContent).toContain('宁波甬江化工机械第一分公司');
    });
  });
});
