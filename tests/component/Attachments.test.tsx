import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAttachments, newAttachmentGroup, uploadAttachment } from '@/api/attachments';
import { Attachments } from '@/components/Attachments';
import { loginAs } from '../helpers/session';
import { useNodeBlobs } from '../helpers/node-blobs';
import { renderAt } from './render';

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const user = () => userEvent.setup({ applyAccept: false });
const png = (name = 'scan.png') =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

describe('Attachments', () => {
  useNodeBlobs();

  it('uploads, lists and deletes a file', async () => {
    await loginAs('syqy');
    const group = await newAttachmentGroup();
    renderAt('/a', <Attachments value={group} group="certificate" />);
    await user().upload(fileInput(), png());
    expect(await screen.findByText('scan.png')).toBeInTheDocument();
    expect((await screen.findAllByText('scan.png 上传成功')).length).toBeGreaterThan(0);
    expect((await listAttachments(group, 'certificate')).map((a) => a.name)).toEqual(['scan.png']);

    await waitFor(() => expect(document.querySelectorAll('.ant-upload-list-item')).toHaveLength(1));
    expect(document.querySelectorAll('.ant-upload-list-item-container')).toHaveLength(1);
    await userEvent.click(screen.getAllByTitle('删除文件')[0]);
    expect((await screen.findAllByText('确定要删除附件“scan.png”吗？')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    expect((await screen.findAllByText('删除成功')).length).toBeGreaterThan(0);
    expect(await listAttachments(group, 'certificate')).toEqual([]);
    // The row leaves with an animation; it is on its way out once the list reloads.
    await waitFor(() =>
      expect(document.querySelectorAll('.ant-upload-list-item-container:not([class*="leave"])')).toHaveLength(
        0,
      ),
    );
  });

  it('gives focus back to the upload button when the file chooser closes', async () => {
    await loginAs('syqy');
    renderAt('/a', <Attachments value={await newAttachmentGroup()} group="certificate" />);
    const button = screen.getByRole('button', { name: /上传附件/ });
    // Opening the chooser takes focus off the button and leaves it on the page (rc-upload does this).
    button.focus();
    button.blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent(fileInput(), new Event('cancel', { bubbles: true }));
    expect(button).toHaveFocus();

    button.blur();
    await user().upload(fileInput(), png('picked.png'));
    expect(await screen.findByText('picked.png')).toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('lists files already stored for the record, only of its group', async () => {
    await loginAs('syqy');
    const group = await newAttachmentGroup();
    await uploadAttachment(png('a.png'), group, 'certificate');
    await uploadAttachment(png('b.png'), group, 'other');
    renderAt('/a', <Attachments value={group} group="certificate" readOnly />);
    expect(await screen.findByText('a.png')).toBeInTheDocument();
    expect(screen.queryByText('b.png')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /上传附件/ })).not.toBeInTheDocument();
  });

  it('refuses an over-size file before sending it', async () => {
    await loginAs('syqy');
    const upload = vi.spyOn(await import('@/api/attachments'), 'uploadAttachment');
    renderAt('/a', <Attachments value="ref-big" group="certificate" />);
    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user().upload(fileInput(), big);
    expect((await screen.findAllByText('big.png：文件大小不能超过20MB')).length).toBeGreaterThan(0);
    expect(screen.queryByText('big.png')).not.toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file of another type', async () => {
    await loginAs('syqy');
    renderAt('/a', <Attachments value="ref-type" group="certificate" />);
    await user().upload(fileInput(), new File(['x'], 'notes.docx', { type: 'application/msword' }));
    expect(
      (
        await screen.findAllByText(
          'notes.docx：仅支持上传以下格式的文件：jpg、jpeg、png、gif、bmp、webp、pdf',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(await listAttachments('ref-type')).toEqual([]);
  });
});
