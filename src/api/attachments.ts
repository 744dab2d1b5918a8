import { attachmentCalls as C } from '@/contract/calls/attachments';
import { request } from '@/http/client';
import type { Attachment } from '@/contract/wire';
export type { Attachment } from '@/contract/wire';

export const listAttachments = (attrefsysid: string, group?: string) =>
  request<Attachment[]>(group ? C.queryGroupAtt.path : C.findAttList.path, {
    params: { attrefsysid, group },
  }).then((e) => e.data ?? []);

export function uploadAttachment(
  file: File,
  attrefsysid: string,
  group: string,
  onProgress?: (percent: number) => void,
) {
  const body = new FormData();
  body.append('file', file);
  body.append('fileName', file.name);
  body.append('attrefsysid', attrefsysid);
  body.append('group', group);
  return request<Attachment>(C.attUpload.path, { body, onUploadProgress: onProgress });
}

export const downloadAttachment = (attsysid: string, onProgress?: (percent: number) => void) =>
  request<Blob>(C.download.path, {
    params: { attsysid },
    responseType: 'blob',
    onDownloadProgress: onProgress,
  }).then((e) => e.data);

export const deleteAttachment = (attsysid: string) => request(C.delete.path, { form: { attsysid } });
