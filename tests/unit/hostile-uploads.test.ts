import { describe, expect, it } from 'vitest';
import { uploadAttachment } from '@/api/attachments';
import { sessions, users } from '@/mocks/families/accounts';
import { MAX_FILE_NAME } from '@/mocks/files';
import { loginAs } from '../helpers/session';

/**
 * Uploads whose browser-given name and type lie (issue 15): the type served is the checked
 * extension's, never the browser's; names are cleaned; downloads are attachments and never sniffed.
 */

async function sessionOf(loginName: string): Promise<string> {
  await loginAs(loginName);
  const user = users.findBy((u) => u.loginName === loginName)!;
  return sessions.findBy((s) => s.userId === user.id)!.id;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Uploads through the portal's own client; the stored name, or the refusal. */
const upload = (file: File) =>
  uploadAttachment(file, 'op-0001', 'certificate').then(
    (answer) => answer.data,
    (error: Error) => error.message,
  );

describe('uploads trust neither the browser’s type nor its name', () => {
  it('HTML named .png and sent as text/html is served as a PNG download, never sniffed', async () => {
    const sid = await sessionOf('syqy');
    const html = '<html><script>window.__xss = 1</script></html>';
    const stored = await upload(new File([html], '证书.png', { type: 'text/html' }));
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
    const stored = await upload(new File([new Uint8Array(PNG)], name, { type: 'image/png' }));
    // '..' leaves no name at all once the leading dots go.
    expect(typeof stored === 'string' ? 'refused' : stored.name).toBe(expected);
  });
});
