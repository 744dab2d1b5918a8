import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import RegisterPage from '@/pages/public/RegisterPage';
import RegisterSuccessPage from '@/pages/public/RegisterSuccessPage';
import RegCheckListPage from '@/pages/public/RegCheckListPage';
import ResetPasswordPage from '@/pages/public/ResetPasswordPage';
import ResetSuccessPage from '@/pages/public/ResetSuccessPage';
import AttachmentUploadMobilePage from '@/pages/public/AttachmentUploadMobilePage';
import FlowLogPage from '@/pages/public/FlowLogPage';
import { scanFile } from '../helpers/scans';

/** The public pages under a memory data router, as the app mounts them (no session, no layout). */
export function renderPublic(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/register-success', element: <RegisterSuccessPage /> },
      { path: '/regCheackList', element: <RegCheckListPage /> },
      { path: '/resetPassword', element: <ResetPasswordPage /> },
      { path: '/resetSuccess', element: <ResetSuccessPage /> },
      { path: '/attachmentUploadMobile', element: <AttachmentUploadMobilePage /> },
      { path: '/flowLog-single', element: <FlowLogPage /> },
      { path: '/login', element: <div>登录页面</div> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}

export type User = ReturnType<typeof userEvent.setup>;

/** Picks an option of the antd Select labelled so. */
export async function choose(user: User, label: string, option: string) {
  // Selects load after the page is usable (src/components/deferred/fieldInputs.tsx): wait for one.
  await user.click(await screen.findByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

export const image = (name = 'licence.png', bytes = 1024) => scanFile(name, bytes);

/** The file input of the attachment field with this label. */
export function fileInputOf(label: string): HTMLInputElement {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  return within(item).getAllByText('上传附件')[0].closest('.ant-upload')!.querySelector('input[type=file]')!;
}
