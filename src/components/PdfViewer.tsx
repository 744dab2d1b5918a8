import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button, Spin } from 'antd';
import Modal from './deferred/Modal';
import type { PrintedDocument } from '@/api/print';
import { saveBlob } from './download';

/** A document to fetch and the name it is saved under when the server names none. */
export interface PdfSource {
  title: string;
  load: () => Promise<PrintedDocument>;
  fileName: string;
}

/** Fetches the document and saves it under the server's file name; false when the call failed (it said why). */
export async function downloadPdf(source: PdfSource): Promise<boolean> {
  const document = await source.load().catch(() => null);
  if (!document) return false;
  saveBlob(document.blob, document.fileName ?? source.fileName);
  return true;
}

interface Shown {
  url: string;
  fileName: string;
  blob: Blob;
}

/**
 * A PDF in the browser's own viewer (an inline frame in a dialog), with 新窗口打开, 下载 under the
 * server's file name and 打印. The document is fetched, not linked: an expired session or a refusal
 * is answered as any call's, and the frame shows the blob (CSP frame-src blob:).
 */
export function PdfViewer({ source, onClose }: { source: PdfSource | null; onClose: () => void }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  // A failed load closes the dialog; the page's handler may be a new function on every render.
  const failed = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!source) return;
    let url = '';
    let live = true;
    source.load().then(
      (document) => {
        if (!live) return;
        // The browser's viewer needs the type; a server that sends none still sent a PDF.
        const blob = new Blob([document.blob], { type: 'application/pdf' });
        url = URL.createObjectURL(blob);
        setShown({
          url,
          blob,
          fileName: document.fileName ?? source.fileName,
        });
      },
      // The call has said why; nothing to show.
      () => live && failed(),
    );
    return () => {
      live = false;
      setShown(null);
      // A tab opened from the viewer has read the blob by then.
      if (url) setTimeout(() => URL.revokeObjectURL(url), 10_000);
    };
  }, [source]);

  return (
    <Modal
      open={!!source}
      title={source?.title}
      width={960}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button
          key="tab"
          disabled={!shown}
          onClick={() => shown && window.open(shown.url, '_blank', 'noopener')}
        >
          新窗口打开
        </Button>,
        <Button
          key="download"
          disabled={!shown}
          onClick={() => shown && saveBlob(shown.blob, shown.fileName)}
        >
          下载
        </Button>,
        <Button
          key="print"
          type="primary"
          disabled={!shown}
          onClick={() => frame.current?.contentWindow?.print()}
        >
          打印
        </Button>,
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      {shown ? (
        <iframe
          ref={frame}
          title={shown.fileName}
          src={shown.url}
          style={{ width: '100%', height: '70vh', border: 0 }}
        />
      ) : (
        <div style={{ height: '70vh', display: 'grid', placeItems: 'center' }}>
          <Spin description="正在生成PDF…">
            <div style={{ width: 120 }} />
          </Spin>
        </div>
      )}
    </Modal>
  );
}
