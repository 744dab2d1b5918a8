import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { draftAttachmentsApi } from '@/api/registration';
import { issuedGroups } from '@/mocks/families/attachments';
import { server } from '@/mocks/node';
import { RESET_PENDING } from '@/domain/registration';
import {
  passwordResetApplications,
  registrationApplications,
  setStandInClock,
} from '@/mocks/families/registration';
import { fileInputOf, image, renderPublic, type User } from './public-render';

afterEach(() => setStandInClock(null));

const button = (text: string) => screen.getByText(text).closest('button')!;

async function fill(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.click(input);
    await user.paste(value);
  }
}

describe('/regCheackList', () => {
  it('finds a pending, a rejected (with the opinion) and an approved application (with a login link)', async () => {
    const { user } = renderPublic('/regCheackList');
    await fill(user, { 信用代码或申请编号: 'ZC202611050001', 联系人手机: '13812345601' });
    await user.click(button('查 询'));
    expect(await screen.findByText('宁波鄞州海晨食品有限公司')).toBeInTheDocument();
    expect(screen.getByText('待审核')).toBeInTheDocument();
    expect(screen.getByText('申请正在审核中，请耐心等待。')).toBeInTheDocument();
    expect(screen.getByText('申请时间：2026-11-05 09:12:36')).toBeInTheDocument();

    await fill(user, { 信用代码或申请编号: '91330206MA2J7TB42X', 联系人手机: '13812345603' });
    await user.click(button('查 询'));
    expect(await screen.findByText('未通过')).toBeInTheDocument();
    expect(screen.getByText('营业执照扫描件不清晰，请重新上传清晰的扫描件后再次申请')).toBeInTheDocument();

    await fill(user, { 信用代码或申请编号: 'zc202610200003', 联系人手机: '13967802345' });
    await user.click(button('查 询'));
    expect(await screen.findByText('已通过')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录（账号 wbdw）' })).toHaveAttribute('href', '/login');
    // The flow log opens by the application's public id, never its internal id.
    expect(screen.getByRole('link', { name: '流程记录' })).toHaveAttribute(
      'href',
      `/flowLog-single?id=${registrationApplications.find('reg-seed-approved')!.publicId}`,
    );
  });

  it('says nothing was found when the mobile does not match, and checks its inputs', async () => {
    const { user } = renderPublic('/regCheackList?keyword=ZC202611050001');
    expect(screen.getByLabelText('信用代码或申请编号')).toHaveValue('ZC202611050001');
    await user.click(button('查 询'));
    expect(await screen.findByText('请输入申请时填写的联系人手机')).toBeInTheDocument();
    await fill(user, { 联系人手机: '13900000000' });
    await user.click(button('查 询'));
    expect(await screen.findByText(/未查询到注册申请/)).toBeInTheDocument();
  });
});

describe('/flowLog-single', () => {
  it('shows each step with who, when, the action and the opinion; an audit by role, not by name', async () => {
    const { publicId } = registrationApplications.find('reg-seed-rejected')!;
    renderPublic(`/flowLog-single?id=${publicId}`);
    expect(await screen.findByText('ZC202611030002')).toBeInTheDocument();
    expect(screen.getByText('提交申请')).toBeInTheDocument();
    expect(screen.getByText('办理人：董磊')).toBeInTheDocument();
    expect(screen.getByText('2026-11-03 14:20:08')).toBeInTheDocument();
    expect(screen.getByText('审核不通过')).toBeInTheDocument();
    expect(screen.getByText('办理人：审核人员')).toBeInTheDocument();
    expect(screen.queryByText(/黄晓东/)).not.toBeInTheDocument();
    expect(
      screen.getByText('意见：营业执照扫描件不清晰，请重新上传清晰的扫描件后再次申请'),
    ).toBeInTheDocument();
  });

  it.each(['nothing', 'reg-seed-rejected'])('says so for an unknown application (%s)', async (id) => {
    renderPublic(`/flowLog-single?id=${id}`);
    expect(await screen.findByText('申请不存在')).toBeInTheDocument();
  });

  it('asks for an id when there is none', () => {
    renderPublic('/flowLog-single');
    expect(screen.getByText('缺少申请编号，请从申请结果页进入')).toBeInTheDocument();
  });
});

describe('success pages', () => {
  it('/register-success shows the number and how to query it', () => {
    renderPublic('/register-success?no=ZC202611210001&id=reg1');
    expect(screen.getByTestId('apply-no')).toHaveTextContent('ZC202611210001');
    expect(screen.getByText(/输入统一社会信用代码或申请编号/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看流程记录' })).toHaveAttribute(
      'href',
      '/flowLog-single?id=reg1',
    );
  });

  it('/resetSuccess says what happens next', () => {
    renderPublic('/resetSuccess?no=CZ202611210001&id=reset1');
    expect(screen.getByTestId('apply-no')).toHaveTextContent('CZ202611210001');
    expect(screen.getByText(/管理员将通过电话把初始密码告知申请时填写的联系人/)).toBeInTheDocument();
  });
});

describe('/resetPassword', () => {
  const resetValues = {
    登录账号: 'syqy',
    统一社会信用代码: '91330203MA2GQ5X106',
    联系人: '王丽娟',
    联系人手机: '13857401234',
    申请原因: '经办人离职，密码遗失',
  };

  async function sendAndType(user: User, code = '123456') {
    await user.click(button('获取验证码'));
    expect(await screen.findByText(/秒后重新获取/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('短信验证码'));
    await user.paste(code);
  }

  it('submits an application and goes to /resetSuccess', async () => {
    const { user, router } = renderPublic('/resetPassword');
    await fill(user, resetValues);
    await sendAndType(user);
    await user.upload(fileInputOf('授权委托书'), image('letter-reset.png'));
    expect(await screen.findByText('letter-reset.png 上传成功')).toBeInTheDocument();
    await user.dblClick(button('提交密码重置申请'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resetSuccess'));
    const pending = passwordResetApplications.filter((a) => a.loginName === 'syqy');
    expect(pending).toHaveLength(1);
    expect(await screen.findByTestId('apply-no')).toHaveTextContent(pending[0].applyNo);
  });

  // Whether an account exists is never told to the applicant: the audit sees it and rejects.
  it.each([{ 登录账号: 'nobody' }, { 统一社会信用代码: '91330205MA2H3K7N01' }])(
    'takes %o as any application, and records it as not matching an account',
    async (overrides) => {
      const { user, router } = renderPublic('/resetPassword');
      await fill(user, { ...resetValues, ...overrides });
      await sendAndType(user);
      await user.upload(fileInputOf('授权委托书'), image('letter-check.png'));
      expect(await screen.findByText('letter-check.png 上传成功')).toBeInTheDocument();
      await user.click(button('提交密码重置申请'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/resetSuccess'));
      const applyNo = (await screen.findByTestId('apply-no')).textContent;
      const stored = passwordResetApplications.findBy((a) => a.applyNo === applyNo);
      expect(stored).toMatchObject({ userId: '', orgname: '', status: '0' });
      expect(router.state.location.search).toBe(`?no=${applyNo}&id=${stored!.publicId}`);
    },
    60_000,
  );

  it('refuses a second application for a login name with one pending, and keeps the form', async () => {
    const { user } = renderPublic('/resetPassword');
    await fill(user, { ...resetValues, 登录账号: 'zzdw', 统一社会信用代码: '91330211MA2CL4T90F' });
    await sendAndType(user);
    await user.upload(fileInputOf('授权委托书'), image('letter-check.png'));
    expect(await screen.findByText('letter-check.png 上传成功')).toBeInTheDocument();
    const before = passwordResetApplications.all().length;
    await user.click(button('提交密码重置申请'));
    expect(await screen.findAllByText(RESET_PENDING)).not.toHaveLength(0);
    expect(passwordResetApplications.all()).toHaveLength(before);
    expect(screen.getByLabelText('申请原因')).toHaveValue('经办人离职，密码遗失');
  }, 60_000);

  it('requires the authorisation letter and a right SMS code', async () => {
    const { user } = renderPublic('/resetPassword');
    await fill(user, resetValues);
    await sendAndType(user, '999999');
    await user.click(button('提交密码重置申请'));
    expect(await screen.findByText('请上传密码重置授权委托书')).toBeInTheDocument();
    await user.upload(fileInputOf('授权委托书'), image('letter-late.png'));
    expect(await screen.findByText('letter-late.png 上传成功')).toBeInTheDocument();
    await user.click(button('提交密码重置申请'));
    expect(await screen.findByText('短信验证码错误')).toBeInTheDocument();
    expect(passwordResetApplications.all()).toHaveLength(1);
  });

  it('fills the credit code from the unit’s full name, and lists no unit for part of a name', async () => {
    const { user } = renderPublic('/resetPassword');
    await user.click(screen.getByLabelText('单位名称'));
    await user.paste('甬江化工');
    // The public lookup answers the one unit named exactly so: part of a name lists nothing.
    await waitFor(() => expect(screen.getByLabelText('单位名称')).toHaveValue('甬江化工'));
    expect(screen.queryByText(/91330203MA2GQ5X106/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('单位名称'));
    await user.paste('宁波甬江化工机械有限公司');
    // The typed name is the option's value, so the field shows its label too: pick the list's option.
    const shown = await screen.findAllByText('宁波甬江化工机械有限公司（91330203MA2GQ5X106）');
    await user.click(shown.find((element) => element.closest('.ant-select-item-option'))!);
    expect(screen.getByLabelText('统一社会信用代码')).toHaveValue('91330203MA2GQ5X106');
  });
});

describe('/attachmentUploadMobile', () => {
  it('uploads photos with a valid ticket into the form’s group', async () => {
    const draft = await draftAttachmentsApi.newDraft();
    const { ticket } = await draftAttachmentsApi.ticket(draft, 'businessLicence');
    const { user, container } = renderPublic(`/attachmentUploadMobile?ticket=${ticket}`);
    expect(await screen.findByText('上传：营业执照扫描件')).toBeInTheDocument();
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await user.upload(input, image('photo-1.jpg'));
    expect(await screen.findByText('已上传 1 个文件')).toBeInTheDocument();
    expect(screen.getByText('photo-1.jpg')).toBeInTheDocument();
    expect((await draftAttachmentsApi.list(draft, 'businessLicence')).map((f) => f.name)).toEqual([
      'photo-1.jpg',
    ]);
  });

  it('refuses a file over the limit on the phone too', async () => {
    const { ticket } = await draftAttachmentsApi.ticket(
      await draftAttachmentsApi.newDraft(),
      'authorisationLetter',
    );
    const { user, container } = renderPublic(`/attachmentUploadMobile?ticket=${ticket}`);
    await screen.findByText('上传：授权委托书');
    const big = new File([new Uint8Array(30 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, big);
    expect(await screen.findByText('big.jpg：文件大小不能超过20MB')).toBeInTheDocument();
    expect(screen.getByText('已上传 0 个文件')).toBeInTheDocument();
  });

  it('an expired ticket gets a clear message and no upload control', async () => {
    let now = Date.now();
    setStandInClock(() => now);
    const { ticket } = await draftAttachmentsApi.ticket(
      await draftAttachmentsApi.newDraft(),
      'businessLicence',
    );
    now += 11 * 60_000;
    renderPublic(`/attachmentUploadMobile?ticket=${ticket}`);
    expect(await screen.findByText(/上传二维码已过期/)).toBeInTheDocument();
    expect(screen.queryByText('拍照 / 选择照片')).not.toBeInTheDocument();
  });

  it('a forged ticket gets a clear message', async () => {
    renderPublic('/attachmentUploadMobile?ticket=tkforged0000');
    expect(await screen.findByText(/上传二维码无效/)).toBeInTheDocument();
    expect(screen.queryByText('拍照 / 选择照片')).not.toBeInTheDocument();
  });

  it('a ticket that expires while the page is open stops the page', async () => {
    let now = Date.now();
    setStandInClock(() => now);
    const { ticket } = await draftAttachmentsApi.ticket(
      await draftAttachmentsApi.newDraft(),
      'businessLicence',
    );
    const { user, container } = renderPublic(`/attachmentUploadMobile?ticket=${ticket}`);
    await screen.findByText('上传：营业执照扫描件');
    now += 11 * 60_000;
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, image('late.jpg'));
    expect(await screen.findByText(/上传二维码已过期/)).toBeInTheDocument();
  });
});

describe('phone upload from the PC form', () => {
  it('a draft id the server could not issue is said above the form; 重试 gets one and keeps the input', async () => {
    server.use(mswHttp.post('*/a/stone/common/draftAttGroup', () => HttpResponse.error(), { once: true }));
    const before = issuedGroups.all().length;
    const { user } = renderPublic('/register');
    const alert = await screen.findByText(/^附件暂不能上传：/);
    await user.type(screen.getByLabelText('单位名称'), '宁波附件测试有限公司');
    const item = screen
      .getByText('营业执照扫描件', { selector: 'label' })
      .closest('.ant-form-item') as HTMLElement;
    expect(within(item).getByText('手机拍照上传').closest('button')).toBeDisabled();
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: /重\s*试/ }),
    );
    await waitFor(() => expect(within(item).getByText('手机拍照上传').closest('button')).toBeEnabled());
    expect(screen.queryByText(/^附件暂不能上传：/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('单位名称')).toHaveValue('宁波附件测试有限公司');
    const issued = issuedGroups.all().slice(before);
    expect(issued.map((g) => g.unitId)).toEqual(['']);
    expect(issued[0].id).toMatch(/^draft-/);
  });

  it('the QR dialog shows a ticket link, and photos uploaded by phone appear without a reload', async () => {
    const { user } = renderPublic('/register');
    const item = screen
      .getByText('营业执照扫描件', { selector: 'label' })
      .closest('.ant-form-item') as HTMLElement;
    // The button waits for the draft id the server issues as the form opens.
    const phoneButton = within(item).getByText('手机拍照上传').closest('button')!;
    await waitFor(() => expect(phoneButton).toBeEnabled());
    await user.click(phoneButton);
    const link = await screen.findByTestId('mobile-upload-link');
    expect(screen.getByTitle('手机上传二维码')).toBeInTheDocument();
    const url = new URL(link.getAttribute('href')!);
    expect(url.pathname).toBe('/attachmentUploadMobile');
    const ticket = url.searchParams.get('ticket')!;
    // The phone (another device) uploads with the ticket.
    await draftAttachmentsApi.uploadWithTicket(image('from-phone.jpg'), ticket);
    expect(await within(item).findByText('from-phone.jpg')).toBeInTheDocument();
  });
});
