import { Image, Modal } from 'antd';

/** A file opened from an attachment list: an image or a PDF in a dialog. */
export interface Preview {
  url: string;
  name: string;
  kind: 'image' | 'pdf';
}

/** The preview dialog; loaded on the first preview (Attachments), its dialog and image code with it. */
export default function AttachmentPreview({
  preview,
  onClose,
}: {
  preview: Preview | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={!!preview}
      title={preview?.name}
      footer={null}
      width={preview?.kind === 'pdf' ? 900 : 720}
      onCancel={onClose}
      destroyOnHidden
    >
      {preview?.kind === 'image' && <Image src={preview.url} alt={preview.name} preview={false} />}
      {preview?.kind === 'pdf' && (
        <iframe title={preview.name} src={preview.url} style={{ width: '100%', height: '70vh', border: 0 }} />
      )}
    </Modal>
  );
}
