import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Fills the worker form's required fields besides 姓名 (one 叉车司机 certificate numbered
 * `certificateNo`) and clicks 保存. Its selects and date boxes load their code after the form shows,
 * so they are waited for.
 */
export async function completeAndSaveWorker(certificateNo: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: '性别' }));
  await userEvent.click(await screen.findByTitle('男'));
  await userEvent.type(screen.getByRole('textbox', { name: '身份证号' }), '330203199001011236');
  await userEvent.type(screen.getByRole('textbox', { name: '手机号码' }), '13812345678');
  await userEvent.type(screen.getByRole('textbox', { name: '证书编号' }), certificateNo);
  await userEvent.click(await screen.findByRole('combobox', { name: '作业项目' }));
  await userEvent.click(await screen.findByTitle('叉车司机'));
  await userEvent.type(screen.getByRole('textbox', { name: '发证机关' }), '宁波市市场监督管理局');
  await userEvent.type(await screen.findByRole('textbox', { name: '发证日期' }), '2024-01-01{enter}');
  await userEvent.type(screen.getByRole('textbox', { name: '有效期至' }), '2028-01-01{enter}');
  await userEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
}
