import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { server } from '@/mocks/node';
import { getConfig, setConfig } from '@/config';
import { registrationApi } from '@/api/registration';
import { registrationApplications, setStandInClock } from '@/mocks/families/registration';
import { choose, fileInputOf, image, renderPublic, type User } from './public-render';

const demoConfig = getConfig();
beforeEach(() => setConfig({ ...demoConfig, demo: true }));
afterEach(() => {
  setConfig(demoConfig);
  setStandInClock(null);
});

const NEW_CODE = '91330203MA2HX8PQ1X';

async function fillRegister(user: User, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    单位名称: '宁波测试机械有限公司',
    统一社会信用代码: NEW_CODE,
    单位地址: '宁波市海曙区测试路1号',
    法定代表人: '张三',
    联系人: '李四',
    联系人手机: '13900001111',
    登录账号: 'csjx',
    登录密码: 'Test@2026',
    确认密码: 'Test@2026',
    ...overrides,
  };
  await choose(user, '单位类型', '使用单位');
  await choose(user, '所在区县', '海曙区');
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    // Pasting is typing in one go: the form sees the same change event, the tests run faster.
    await user.click(input);
    if (value) await user.paste(value);
  }
}

async function sendCode(user: User, code = '123456') {
  await user.click(screen.getByText('获取验证码').closest('button')!);
  expect(await screen.findByText('演示环境验证码：123456')).toBeInTheDocument();
  await user.click(screen.getByLabelText('短信验证码'));
  await user.paste(code);
}

let fileNo = 0;
/** Uploads a file (a new name each time: the success toasts of earlier ones may still show). */
async function attach(user: User, label: string, file = image(`scan-${++fileNo}.png`)) {
  await user.upload(fileInputOf(label), file);
  expect(await screen.findByText(`${file.name} 上传成功`)).toBeInTheDocument();
}

const submit = (user: User) => user.click(screen.getByText('提交注册申请').closest('button')!);
const applicationCount = () => registrationApplications.all().length;

describe('/register', () => {
  it('submits an application and shows its number on the success page', async () => {
    const { user, router } = renderPublic('/register');
    await fillRegister(user);
    await sendCode(user);
    expect(screen.getByText(/秒后重新获取/).closest('button')).toBeDisabled();
    await attach(user, '营业执照扫描件', image('licence-ok.png'));
    await attach(user, '授权委托书', image('letter.pdf'));
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-success'));
    const stored = registrationApplications.all()[0];
    expect(stored).toMatchObject({ orgcode: NEW_CODE, loginName: 'csjx', unittype: '4', areacode: '330203' });
    expect(await screen.findByTestId('apply-no')).toHaveTextContent(stored.applyNo);
    expect(screen.getByRole('link', { name: '查询审核结果' })).toHaveAttribute(
      'href',
      `/regCheackList?keyword=${stored.applyNo}`,
    );
  });

  it('submitted while a file still uploads: sent once the file is in, the button saying why it waits', async () => {
    const { user, router } = renderPublic('/register');
    const before = applicationCount();
    await fillRegister(user);
    await sendCode(user);
    await attach(user, '营业执照扫描件', image('licence-late.png'));
    // The upload's answer is held until the test lets it go (then the stand-in's own handler answers).
    let letUploadGo = () => {};
    const held = new Promise<void>((resolve) => (letUploadGo = resolve));
    server.use(
      mswHttp.post('*/a/stone/common/attachmentUpload', () => held.then(() => undefined), { once: true }),
    );
    await user.upload(fileInputOf('授权委托书'), image('letter-late.pdf'));
    await submit(user);
    expect(await screen.findByText('等待附件上传完成…')).toBeInTheDocument();
    expect(applicationCount()).toBe(before);

    letUploadGo();
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-success'));
    expect(applicationCount()).toBe(before + 1);
  });

  it('shows the demo code only in a demo build', async () => {
    setConfig({ ...demoConfig, demo: false });
    const { user } = renderPublic('/register');
    await user.click(screen.getByLabelText('联系人手机'));
    await user.paste('13900001111');
    await user.click(screen.getByText('获取验证码').closest('button')!);
    expect(await screen.findByText(/秒后重新获取/)).toBeInTheDocument();
    expect(screen.queryByText(/演示环境验证码/)).not.toBeInTheDocument();
    // The send button is disabled for the countdown; focus waits in the code input.
    expect(screen.getByLabelText('短信验证码')).toHaveFocus();
  });

  it('a wrong SMS code is refused, nothing is submitted and the form keeps its values', async () => {
    const { user } = renderPublic('/register');
    await fillRegister(user);
    await sendCode(user, '000000');
    await attach(user, '营业执照扫描件');
    await attach(user, '授权委托书');
    await submit(user);
    expect(await screen.findByText('短信验证码错误')).toBeInTheDocument();
    expect(applicationCount()).toBe(3);
    expect(screen.getByLabelText('单位名称')).toHaveValue('宁波测试机械有限公司');
    expect(screen.getByLabelText('登录密码')).toHaveValue('Test@2026');
  });

  it('an expired SMS code is refused', async () => {
    let now = Date.now();
    setStandInClock(() => now);
    const { user } = renderPublic('/register');
    await fillRegister(user);
    await sendCode(user);
    await attach(user, '营业执照扫描件');
    await attach(user, '授权委托书');
    now += 6 * 60_000;
    await submit(user);
    expect(await screen.findByText('短信验证码已失效，请重新获取')).toBeInTheDocument();
    expect(applicationCount()).toBe(3);
  });

  it('a credit code with a wrong check character, a weak password, a mismatch and missing files are each named', async () => {
    const { user } = renderPublic('/register');
    await fillRegister(user, {
      统一社会信用代码: '91330203MA2HX8PQ1A',
      登录密码: 'password1',
      确认密码: 'password2',
    });
    await submit(user);
    expect(await screen.findByText('请输入有效的统一社会信用代码')).toBeInTheDocument();
    expect(await screen.findByText('请输入符合格式的密码')).toBeInTheDocument();
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(await screen.findByText('请上传营业执照扫描件')).toBeInTheDocument();
    expect(screen.getByText('请上传授权委托书')).toBeInTheDocument();
    expect(screen.getByText('请输入短信验证码')).toBeInTheDocument();
    expect(applicationCount()).toBe(3);
  });

  it('a login name already taken is refused before anything is submitted', async () => {
    const { user } = renderPublic('/register');
    await fillRegister(user, { 登录账号: 'syqy' });
    await sendCode(user);
    await attach(user, '营业执照扫描件');
    await attach(user, '授权委托书');
    await submit(user);
    expect(await screen.findAllByText('该登录账号已被使用，请更换')).not.toHaveLength(0);
    expect(applicationCount()).toBe(3);
    // Fixing the name and submitting again goes through (the SMS code was not spent by the refusal).
    await user.clear(screen.getByLabelText('登录账号'));
    await user.paste('csjx2');
    await submit(user);
    await waitFor(() => expect(applicationCount()).toBe(4));
  });

  it('a unit with a pending application is told so', async () => {
    const { user } = renderPublic('/register');
    await fillRegister(user, { 统一社会信用代码: '91330212MA2KD3LW5K' });
    await sendCode(user);
    await attach(user, '营业执照扫描件');
    await attach(user, '授权委托书');
    await submit(user);
    expect(
      await screen.findAllByText(/该单位已有待审核的注册申请（申请编号 ZC202611050001）/),
    ).not.toHaveLength(0);
    expect(applicationCount()).toBe(3);
  });

  it('refuses a 30 MB file and a file that is not an image or PDF', async () => {
    const { user } = renderPublic('/register');
    // The upload control takes files once the server has issued the draft id.
    await waitFor(() => expect(fileInputOf('营业执照扫描件')).toBeEnabled());
    const big = new File([new Uint8Array(30 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await user.upload(fileInputOf('营业执照扫描件'), big);
    expect(await screen.findByText('huge.png：文件大小不能超过20MB')).toBeInTheDocument();
    const doc = new File([new Uint8Array(10)], 'licence.docx', { type: 'application/msword' });
    await user.upload(fileInputOf('营业执照扫描件'), doc);
    expect(await screen.findByText(/licence\.docx：仅支持上传以下格式的文件/)).toBeInTheDocument();
    const item = screen
      .getByText('营业执照扫描件', { selector: 'label' })
      .closest('.ant-form-item') as HTMLElement;
    expect(within(item).queryByText('huge.png', { selector: '.ant-upload-list *' })).not.toBeInTheDocument();
  });

  it('a double click submits once', async () => {
    const { user, router } = renderPublic('/register');
    await fillRegister(user);
    await sendCode(user);
    await attach(user, '营业执照扫描件');
    await attach(user, '授权委托书');
    await user.dblClick(screen.getByText('提交注册申请').closest('button')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-success'));
    expect(applicationCount()).toBe(4);
    expect(await screen.findByTestId('apply-no')).toBeInTheDocument();
  });

  it('the 60-second rule is explained when a code is asked for again too soon', async () => {
    // Another tab (or a reload) already asked for a code for this mobile a moment ago.
    await registrationApi.sendSmsCode('13900001111', 'register');
    const { user } = renderPublic('/register');
    await user.click(screen.getByLabelText('联系人手机'));
    await user.paste('13900001111');
    await user.click(screen.getByText('获取验证码').closest('button')!);
    expect(await screen.findByText(/发送过于频繁，请\d+秒后再试/)).toBeInTheDocument();
    expect(screen.queryByText(/演示环境验证码/)).not.toBeInTheDocument();
  });
});
