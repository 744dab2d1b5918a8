import { useContext, useEffect, useRef, useState } from 'react';
import { Button, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import {
  deleteAttachment,
  downloadAttachment,
  listAttachments,
  uploadAttachment,
  type Attachment,
} from '@/api/attachments';
import { confirm, toast } from '@/lib/feedback';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_MB,
  attachmentProblem,
  isImageName,
  isPdfName,
} from '@/domain/attachments';
import type { Envelope } from '@/http/envelope';
import { handleResult } from '@/http/result';
import { AttachmentLimits } from './AttachmentLimits';
import type { Preview } from './AttachmentPreview';
import { deferred } from './deferred/deferred';
import { saveBlob } from './download';
import { UploadsInFlight, useLoad } from './useLoad';

/** Where the files live: the session's attachment calls by default, or another family's (public drafts). */
export interface AttachmentSource {
  list: (attrefsysid: string, group?: string) => Promise<Attachment[]>;
  upload: (
    file: File,
    attrefsysid: string,
    group: string,
    onProgress?: (percent: number) => void,
  ) => Promise<Envelope<unknown>>;
  download: (attsysid: string, attrefsysid: string) => Promise<Blob>;
  remove: (attsysid: string, attrefsysid: string) => Promise<Envelope<unknown>>;
}

const sessionSource: AttachmentSource = {
  list: listAttachments,
  upload: uploadAttachment,
  download: (attsysid) => downloadAttachment(attsysid),
  remove: (attsysid) => deleteAttachment(attsysid),
};

export interface AttachmentsProps {
  /** The record the files belong to; as a form field this is the field's value. */
  value?: string;
  group?: string;
  readOnly?: boolean;
  maxSizeMB?: number;
  extensions?: readonly string[];
  source?: AttachmentSource;
  /** Ask for the list again every this many ms (files may arrive from elsewhere, e.g. a phone). */
  pollInterval?: number;
}

// The preview dialog (antd's Modal and Image) loads with the first preview: most lists are only read.
const AttachmentPreview = deferred(() => import('./AttachmentPreview'));

const toUploadFile = (a: Attachment): UploadFile => ({
  uid: a.attsysid,
  name: a.name,
  status: 'done',
  size: a.size,
  type: a.type,
});

/** Files of a record: upload with progress, list, preview (images, PDF), download, delete. */
export function Attachments({
  value: attrefsysid,
  group = '',
  readOnly,
  maxSizeMB = ATTACHMENT_MAX_MB,
  extensions = ATTACHMENT_EXTENSIONS,
  source = sessionSource,
  pollInterval,
}: AttachmentsProps) {
  const [version, setVersion] = useState(0);
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<Preview | null>(null);
  const formUploads = useContext(UploadsInFlight);
  // Mounted from the first preview on, so that closing it still plays the dialog's closing motion.
  const [previewOpened, setPreviewOpened] = useState(false);

  const { data: files = [] } = useLoad<Attachment[]>(
    () => (attrefsysid ? source.list(attrefsysid, group) : Promise.resolve([])),
    `${attrefsysid ?? ''}|${group}|${version}`,
  );
  const reload = () => setVersion((v) => v + 1);

  useEffect(() => {
    if (!pollInterval) return;
    const timer = window.setInterval(() => setVersion((v) => v + 1), pollInterval);
    return () => window.clearInterval(timer);
  }, [pollInterval]);

  // rc-upload takes focus off the button to open the file chooser and leaves it on the page: once
  // the chooser closes (files picked or cancelled) focus goes back to the button for the keyboard.
  const uploadButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const picker = uploadButton.current?.closest('.ant-upload');
    if (!picker) return;
    const refocus = (event: Event) => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if ((event.target as HTMLInputElement).type === 'file' && lost) uploadButton.current?.focus();
    };
    picker.addEventListener('change', refocus);
    picker.addEventListener('cancel', refocus);
    return () => {
      picker.removeEventListener('change', refocus);
      picker.removeEventListener('cancel', refocus);
    };
  }, [readOnly]);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  /** A file's bytes, or null when the call failed (the client has said so). */
  const fetchFile = (file: UploadFile) => source.download(file.uid, attrefsysid ?? '').catch(() => null);

  const openPreview = async (file: UploadFile) => {
    const kind = isImageName(file.name) ? 'image' : isPdfName(file.name) ? 'pdf' : null;
    const blob = await fetchFile(file);
    if (!blob) return;
    if (!kind) return saveBlob(blob, file.name);
    const typed = blob.type
      ? blob
      : new Blob([blob], { type: kind === 'pdf' ? 'application/pdf' : 'image/*' });
    setPreview({ url: URL.createObjectURL(typed), name: file.name, kind });
    setPreviewOpened(true);
  };

  const download = async (file: UploadFile) => {
    const blob = await fetchFile(file);
    if (blob) saveBlob(blob, file.name);
  };

  const remove = async (file: UploadFile) => {
    if (await confirm({ title: `确定要删除附件“${file.name}”吗？`, danger: true })) {
      await handleResult(source.remove(file.uid, attrefsysid ?? ''), {
        onSuccess: reload,
      });
    }
    return false;
  };

  return (
    <>
      <Upload
        fileList={[...files.map(toUploadFile), ...uploading]}
        accept={extensions.map((e) => `.${e}`).join(',')}
        multiple
        disabled={readOnly || !attrefsysid}
        showUploadList={{ showDownloadIcon: true, showRemoveIcon: !readOnly }}
        beforeUpload={(file) => {
          const problem = attachmentProblem(file.name, file.size, maxSizeMB, extensions);
          if (problem) {
            toast.error(`${file.name}：${problem}`);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          const sent = file as File & { uid: string };
          // The in-progress row is ours: antd's own list is not used, the server's list is the truth.
          const show = (percent: number) =>
            setUploading((list) => [
              ...list.filter((f) => f.uid !== sent.uid),
              { uid: sent.uid, name: sent.name, status: 'uploading', percent },
            ]);
          const settle = () => {
            setUploading((list) => list.filter((f) => f.uid !== sent.uid));
            formUploads?.delete(sending);
          };
          show(0);
          const sending = source
            .upload(sent, attrefsysid ?? '', group, show)
            .then((e) => {
              onSuccess?.(e.data);
              settle();
              toast.success(`${sent.name} 上传成功`);
              reload();
            })
            .catch((error: Error) => {
              onError?.(error);
              settle();
            });
          formUploads?.add(sending);
        }}
        onPreview={(file) => void openPreview(file)}
        onDownload={(file) => void download(file)}
        onRemove={(file) => remove(file)}
      >
        {!readOnly && (
          <Button ref={uploadButton} icon={<UploadOutlined />} disabled={!attrefsysid}>
            上传附件
          </Button>
        )}
      </Upload>
      {!readOnly && <AttachmentLimits maxSizeMB={maxSizeMB} extensions={extensions} />}
      {readOnly && files.length === 0 && <span style={{ color: 'rgba(0,0,0,0.45)' }}>无附件</span>}
      {previewOpened && <AttachmentPreview preview={preview} onClose={() => setPreview(null)} />}
    </>
  );
}
