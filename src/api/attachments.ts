import { http, request } from '@/http/client';
import type { Attachment } from '@/contract/wire';
export type { Attachment } from '@/contract/wire';

/**
 * A new attachment group for a record not yet saved, issued by the server to the unit (it refuses
 * uploads into, and saves naming, any other id). It changes nothing the portal reads.
 */
export const newAttachmentGroup = () =>
  http
    .postForm<{ attrefsysid: string }>('/a/stone/common/attGroup', {}, { announce: false })
    .then((d) => d.attrefsysid);

export const listAttachments = (attrefsysid: string, group?: string) =>
  request<Attachment[]>(group ? '/a/stone/common/queryGroupAtt' : '/a/stone/common/findAttList', {
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
  return request<Attachment>('/a/stone/common/attUpload', { body, onUploadProgress: onProgress });
}

export const downloadAttachment = (attsysid: string, onProgress?: (percent: number) => void) =>
  request<Blob>('/a/stone/common/download', {
    params: { attsysid },
    responseType: 'blob',
    onDownloadProgress: onProgress,
  }).then((e) => e.data);

export const deleteAttachment = (attsysid: string) =>
  request('/a/stone/common/delete', { form: { attsysid } });
