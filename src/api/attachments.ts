import { request } from '@/http/client';

/** An attachment as the common family lists it (attsysid: the file, attrefsysid: the record it belongs to). */
export interface Attachment {
  attsysid: string;
  attrefsysid: string;
  group: string;
  name: string;
  type: string;
  size: number;
  uploadTime: string;
}

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
