import { describe, expect, it } from 'vitest';
import { deleteAttachment, listAttachments, uploadAttachment } from '@/api/attachments';
import { draftAttachmentsApi } from '@/api/registration';
import { ATTACHMENT_EXTENSIONS } from '@/domain/attachments';
import { sessions, users } from '@/mocks/callers';
import { attachments, fromBase64, MAX_FILE_NAME } from '@/mocks/families/attachments';
import { loginAs } from '../helpers/session';
import { SCAN_EXTENSIONS, scanFile } from '../helpers/scans';

/**
 * Uploads whose browser-given name, type or content lie (docs/requirements.md, Uploads): the content must
 * carry the signature of its extension's kind, the type served is the checked extension's, never the
 * browser's; names are cleaned; downloads are attachments and never sniffed.
 */

async function sessionOf(loginName: string): Promise<string> {
  await loginAs(loginName);
  const user = users.findBy((u) => u.loginName === loginName)!;
  return sessions.findBy((s) => s.userId === user.id)!.id;
}

const ALLOWED = 'jpg、jpeg、png、gif、bmp、webp、pdf';
const mismatch = (extension: string) =>
  `文件内容与扩展名 .${extension} 不符，仅支持上传以下格式的文件：${ALLOWED}`;

/** Uploads through the portal's own client; the stored name, or the refusal. */
const upload = (file: File) =>
  uploadAttachment(file, 'op-0001', 'certificate').then(
    (answer) => answer.data,
    (error: Error) => error.message,
  );

describe('uploads trust neither the browser’s type nor its name', () => {
  it('a PNG sent as text/html is served as a PNG download, never sniffed', async () => {
    const sid = await sessionOf('syqy');
    const png = scanFile('证书.png');
    const stored = await upload(new File([png], png.name, { type: 'text/html' }));
    if (typeof stored === 'string') throw new Error(stored);
    expect(stored.type).toBe('image/png');
    const url = new URL('/esp/a/stone/common/download', window.location.href);
    url.searchParams.set('__sid', sid);
    url.searchParams.set('attsysid', stored.attsysid);
    const download = await fetch(url);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="file.png"; filename*=UTF-8''${encodeURIComponent('证书.png')}`,
    );
  });

  it.each([
    ['../../etc/passwd.png', 'passwd.png'],
    ['..\\..\\windows\\scan.png', 'scan.png'],
    ['scan\r\nSet-Cookie: x=1.png', 'scanSet-Cookie: x=1.png'],
    ['\u202Egnp.exe.png', 'gnp.exe.png'],
    ['..png', 'png'],
    ['..', 'refused'],
    [`${'长'.repeat(300)}.png`, `${'长'.repeat(MAX_FILE_NAME - 4)}.png`],
  ])('the name %j is stored as %j', async (name, expected) => {
    await loginAs('syqy');
    const stored = await upload(scanFile(name, 1024, 'png'));
    // '..' leaves no name at all once the leading dots go.
    expect(typeof stored === 'string' ? 'refused' : stored.name).toBe(expected);
  });
});

describe('uploads are what their extension says, by their content', () => {
  const html = '<html><script>window.__xss = 1</script></html>';
  const pdf = () => scanFile('证书.pdf');

  it.each([
    [
      'HTML named .png, sent as text/html',
      new File([html], '证书.png', { type: 'text/html' }),
      mismatch('png'),
    ],
    [
      'HTML named .png, sent as image/png',
      new File([html], '证书.png', { type: 'image/png' }),
      mismatch('png'),
    ],
    ['an SVG with a script named .jpg', new File([`<svg onload="alert(1)"/>`], 'a.jpg'), mismatch('jpg')],
    ['a PDF renamed .jpg', new File([pdf()], '证书.jpg', { type: 'image/jpeg' }), mismatch('jpg')],
    [
      'a PNG renamed .pdf',
      new File([scanFile('a.png')], '证书.pdf', { type: 'application/pdf' }),
      mismatch('pdf'),
    ],
    [
      'a Windows program named .png',
      new File(['MZ\x90\x00'], 'scan.png', { type: 'image/png' }),
      mismatch('png'),
    ],
    ['half a PNG signature', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png'), mismatch('png')],
    [
      'a WebP signature without its RIFF form type',
      new File(['RIFF\x00\x00\x00\x00AVI '], 'a.webp'),
      mismatch('webp'),
    ],
    ['an empty file', new File([], 'scan.png', { type: 'image/png' }), '文件为空，请重新选择'],
  ])('%s is refused and nothing is stored', async (_case, file, refusal) => {
    await loginAs('syqy');
    const before = attachments.all().length;
    expect(await upload(file)).toBe(refusal);
    expect(attachments.all()).toHaveLength(before);
  });

  it('the public upload calls (draft and phone ticket) refuse the same way', async () => {
    const draft = await draftAttachmentsApi.newDraft();
    const refusal = (promise: Promise<unknown>) => promise.then(String, (error: Error) => error.message);
    const disguised = new File([html], '营业执照.png', { type: 'image/png' });
    expect(await refusal(draftAttachmentsApi.upload(disguised, draft, 'businessLicence'))).toBe(
      mismatch('png'),
    );
    const { ticket } = await draftAttachmentsApi.ticket(draft, 'businessLicence');
    expect(await refusal(draftAttachmentsApi.uploadWithTicket(disguised, ticket))).toBe(mismatch('png'));
    expect(attachments.all()).toHaveLength(0);
  });

  it.each(SCAN_EXTENSIONS)('a real .%s is stored byte for byte', async (extension) => {
    expect(ATTACHMENT_EXTENSIONS).toContain(extension);
    await loginAs('syqy');
    const file = scanFile(`scan.${extension}`, 64);
    const stored = await upload(file);
    if (typeof stored === 'string') throw new Error(stored);
    const record = attachments.find(stored.attsysid)!;
    expect(record.size).toBe(64);
    expect(fromBase64(record.data)).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  it('every allowed extension has a signature to check', () => {
    expect([...SCAN_EXTENSIONS].sort()).toEqual([...ATTACHMENT_EXTENSIONS].sort());
  });
});

describe('attachment group ids are ids', () => {
  const refusal = (promise: Promise<unknown>) => promise.then(String, (error: Error) => error.message);
  const tooLong = 'x'.repeat(10_000);

  it('an attachment group id of 10,000 characters is refused by every call that takes one', async () => {
    await loginAs('syqy');
    const before = attachments.all().length;
    expect(await refusal(uploadAttachment(scanFile('scan.png'), tooLong, 'certificate'))).toBe(
      '附件关联编号无效',
    );
    expect(await refusal(listAttachments(tooLong))).toBe('附件关联编号无效');
    expect(await refusal(listAttachments(tooLong, 'certificate'))).toBe('附件关联编号无效');
    expect(await refusal(deleteAttachment(tooLong))).toBe('附件无效');
    expect(attachments.all()).toHaveLength(before);
  });

  it('an upload without a group id is refused; one with a group is listed by it and deleted by its id', async () => {
    await loginAs('syqy');
    expect(await refusal(uploadAttachment(scanFile('scan.png'), '', 'certificate'))).toBe('缺少附件关联编号');
    const stored = await upload(scanFile('scan.png'));
    if (typeof stored === 'string') throw new Error(stored);
    expect((await listAttachments('op-0001', 'certificate')).map((a) => a.attsysid)).toContain(
      stored.attsysid,
    );
    expect(await listAttachments('op-0001', 'other')).toEqual([]);
    await deleteAttachment(stored.attsysid);
    expect(attachments.find(stored.attsysid)).toBeUndefined();
    expect(await refusal(deleteAttachment(stored.attsysid))).toBe('附件不存在或已删除');
  });
});
