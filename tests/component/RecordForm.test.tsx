import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formSections, type Catalogue } from '@/components/catalogue';
import { RecordForm, LEAVE_CONFIRM, type FormMode, type FormSection } from '@/components/RecordForm';
import type { Envelope } from '@/http/envelope';
import { SEXES } from '@/domain/workers';
import { rules } from '@/utils/validators';
import WorkerDetail from '@/pages/worker/WorkerDetail';
import { listQualifications } from '@/api/operator';
import { loginAs } from '../helpers/session';
import { renderAt } from './render';
import { completeAndSaveWorker } from '../helpers/workerForm';

interface Person {
  id?: string;
  name: string;
  sex: string;
  mobile: string;
  birthday: string;
  remarks: string;
}

const sections: FormSection[] = [
  {
    title: '基本信息',
    fields: [
      { name: 'name', label: '姓名', required: true },
      { name: 'sex', label: '性别', type: 'select', dict: SEXES, required: true },
      { name: 'mobile', label: '手机号码', rules: [rules.mobile] },
      { name: 'birthday', label: '出生日期', type: 'date' },
      { name: 'remarks', label: '备注', type: 'textarea', wide: true },
    ],
  },
];

const stored: Person = {
  id: 'p1',
  name: '王芳',
  sex: '2',
  mobile: '13812345678',
  birthday: '1990-05-01',
  remarks: '老员工',
};
const done = (): Promise<Envelope<unknown>> =>
  Promise.resolve({ ok: true, loginRequired: false, message: '保存成功', data: null, raw: {} });

const saver = () => vi.fn((_record: Person, _options: { isCommit: boolean; mode: string }) => done());

function renderForm(mode: 'add' | 'edit' | 'view', save = saver()) {
  const view = renderAt(
    `/form?mode=${mode}`,
    <RecordForm<Person>
      sections={sections}
      mode={mode}
      id="p1"
      load={() => Promise.resolve({ ...stored })}
      save={save}
      commitText="保存并提交"
    />,
  );
  return { ...view, save };
}

/** The same person as a catalogue: the name fixed once the record exists, the birthday computed. */
const catalogue: Catalogue<Person> = [
  { name: 'name', label: '姓名', required: true, readOnlyIn: ['edit'] },
  { name: 'sex', label: '性别', dict: SEXES, required: true },
  { name: 'birthday', label: '出生日期', type: 'date', section: '档案', edit: false },
  { name: 'remarks', label: '备注', record: false },
];

function renderCatalogueForm(mode: FormMode) {
  const save = saver();
  renderAt(
    `/form?mode=${mode}`,
    <RecordForm<Person>
      sections={formSections(catalogue)}
      mode={mode}
      id="p1"
      load={() => Promise.resolve({ ...stored })}
      save={save}
    />,
  );
  return save;
}

describe('RecordForm', () => {
  it('add mode: empty inputs, required and format messages', async () => {
    const { save } = renderForm('add');
    const name = await screen.findByRole('textbox', { name: '姓名' });
    expect(name).toHaveValue('');
    await userEvent.type(screen.getByRole('textbox', { name: '手机号码' }), '12345');
    await userEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    expect(await screen.findByText('请填写姓名')).toBeInTheDocument();
    expect(screen.getByText('请选择性别')).toBeInTheDocument();
    expect(await screen.findByText('请输入有效的手机号码')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('add mode: the picker of a date field, loaded after the form, speaks Chinese', async () => {
    renderForm('add');
    // The locale every page loads leaves the pickers' texts out; the lazy date inputs bring them.
    const picker = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.ant-picker');
      if (!element) throw new Error('the date picker has not replaced its stand-in yet');
      return element;
    });
    expect(within(picker).getByRole('textbox')).toHaveAttribute('placeholder', '请选择日期');
    await userEvent.click(within(picker).getByRole('textbox'));
    expect(await screen.findByText('今天')).toBeInTheDocument();
  });

  it('view mode: values as text, no inputs, no save buttons', async () => {
    renderForm('view');
    expect(await screen.findByText('王芳')).toBeInTheDocument();
    expect(screen.getByText('女')).toBeInTheDocument();
    expect(screen.getByText('1990-05-01')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).not.toBeInTheDocument();
  });

  it('edit mode: loads the record, saves, and save-with-commit sends isCommit', async () => {
    const { save } = renderForm('edit');
    const name = await screen.findByRole('textbox', { name: '姓名' });
    expect(name).toHaveValue('王芳');
    await userEvent.clear(name);
    await userEvent.type(name, '王芳芳');
    await userEvent.click(screen.getByRole('button', { name: /保存并提交/ }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0]).toMatchObject({
      id: 'p1',
      name: '王芳芳',
      sex: '2',
      birthday: '1990-05-01',
    });
    expect(save.mock.calls[0][1]).toEqual({ isCommit: true, mode: 'edit' });
    // The buttons come back from their loading state once the first save is answered (the spinner's
    // exit animation may still be in the accessible name, so the class is what tells).
    const saveButton = screen.getByRole('button', { name: /保\s*存$/ });
    await waitFor(() => expect(saveButton).not.toHaveClass('ant-btn-loading'));
    await userEvent.click(saveButton);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1][1]).toEqual({ isCommit: false, mode: 'edit' });
  });

  it('asks before leaving a changed form, and stays on cancel', async () => {
    const { router } = renderForm('edit');
    const name = await screen.findByRole('textbox', { name: '姓名' });
    await userEvent.type(name, '甲');
    await userEvent.click(screen.getByText('去别处'));
    expect((await screen.findAllByText(LEAVE_CONFIRM)).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('王芳甲');

    await userEvent.click(screen.getByText('去别处'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /确\s*定/ }).length).toBeGreaterThan(0));
    await userEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    expect(await screen.findByText('别处页面')).toBeInTheDocument();
  });

  it('leaves an unchanged form without asking', async () => {
    renderForm('edit');
    await screen.findByRole('textbox', { name: '姓名' });
    await userEvent.click(screen.getByText('去别处'));
    expect(await screen.findByText('别处页面')).toBeInTheDocument();
    expect(screen.queryByText(LEAVE_CONFIRM)).not.toBeInTheDocument();
  });

  it('from a catalogue: required messages in add, read-only per mode, computed values in view only', async () => {
    const save = renderCatalogueForm('add');
    await userEvent.click(await screen.findByRole('button', { name: /^保\s*存$/ }));
    expect(await screen.findByText('请填写姓名')).toBeInTheDocument();
    expect(screen.getByText('请选择性别')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    // The computed birthday has no input, nor does its section; the list-only remark is nowhere.
    expect(screen.queryByText('出生日期')).not.toBeInTheDocument();
    expect(screen.queryByText('档案')).not.toBeInTheDocument();
    expect(screen.queryByText('备注')).not.toBeInTheDocument();
  });

  it('from a catalogue: a field read-only in edit shows its value as text', async () => {
    renderCatalogueForm('edit');
    expect(await screen.findByRole('combobox', { name: '性别' })).toBeInTheDocument();
    expect(screen.getByText('王芳')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '姓名' })).not.toBeInTheDocument();
  });

  it('from a catalogue: the view shows the computed value in its section', async () => {
    renderCatalogueForm('view');
    expect(await screen.findByText('1990-05-01')).toBeInTheDocument();
    expect(screen.getByText('档案')).toBeInTheDocument();
    expect(screen.queryByText('老员工')).not.toBeInTheDocument();
  });

  it('worker detail: adds an operator with a certificate through the stand-in', async () => {
    await loginAs('syqy');
    const { router } = renderAt('/worker/detail?mode=add', <WorkerDetail />, '/worker/detail');
    await userEvent.type(await screen.findByRole('textbox', { name: '姓名' }), '测试员');
    await completeAndSaveWorker('TS-FORM-001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/worker/query'));
    expect((await screen.findAllByText('保存成功')).length).toBeGreaterThan(0);
  });

  it('worker detail view: certificates as text with their expiry flag', async () => {
    await loginAs('syqy');
    const expired = (await listQualifications({ certState: 'expired', pageSize: 1 })).list[0];
    renderAt(`/worker/detail?mode=view&id=${expired.operatorId}`, <WorkerDetail />, '/worker/detail');
    expect(await screen.findByText(expired.certno)).toBeInTheDocument();
    expect(screen.getAllByText('已过期').length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /修\s*改/ })).toBeInTheDocument();
  });
});
