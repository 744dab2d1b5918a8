/** Attachment limits, shared by the upload control and the server: images and PDF, 20 MB. */
export const ATTACHMENT_MAX_MB = 20;
export const ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'pdf'];
export const ATTACHMENT_MESSAGES = {
  tooLarge: (maxMb: number) => `文件大小不能超过${maxMb}MB`,
  wrongType: (extensions: readonly string[]) => `仅支持上传以下格式的文件：${extensions.join('、')}`,
  empty: '文件为空，请重新选择',
  /** The content is not what the extension says (the server reads its signature). */
  contentMismatch: (extension: string, extensions: readonly string[]) =>
    `文件内容与扩展名 .${extension} 不符，仅支持上传以下格式的文件：${extensions.join('、')}`,
};

export const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** Why a file may not be uploaded, or undefined when it may. */
export function attachmentProblem(
  name: string,
  size: number,
  maxMb = ATTACHMENT_MAX_MB,
  extensions: readonly string[] = ATTACHMENT_EXTENSIONS,
): string | undefined {
  if (size <= 0) return ATTACHMENT_MESSAGES.empty;
  if (size > maxMb * 1024 * 1024) return ATTACHMENT_MESSAGES.tooLarge(maxMb);
  if (!extensions.includes(extensionOf(name))) return ATTACHMENT_MESSAGES.wrongType(extensions);
  return undefined;
}

export const isImageName = (name: string) =>
  ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'].includes(extensionOf(name));
export const isPdfName = (name: string) => extensionOf(name) === 'pdf';
