import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from 'antd';
import Modal from './deferred/Modal';

/** A printed sheet's size in millimetres: a label, a card, a use mark. */
export interface SheetSize {
  width: number;
  height: number;
}

/**
 * What printing needs: each sheet its own page of exactly `size` (CSS @page in mm, no margin), and
 * nothing of the app around it. Only in force while a preview is open, so other pages print as usual.
 */
const printCss = ({ width, height }: SheetSize) => `
@page { size: ${width}mm ${height}mm; margin: 0; }
@media screen { .print-sheets { display: none; } }
@media print {
  html, body { margin: 0 !important; padding: 0 !important; overflow: visible !important;
    width: auto !important; height: auto !important; background: #fff !important; }
  body > :not(.print-sheets) { display: none !important; }
  .print-sheets .print-sheet { break-after: page; }
  .print-sheets .print-sheet:last-child { break-after: auto; }
}
.print-sheet { width: ${width}mm; height: ${height}mm; overflow: hidden; box-sizing: border-box;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }
`;

export interface PrintPreviewProps {
  open: boolean;
  title: string;
  size: SheetSize;
  /** One element per sheet (page); laid out in millimetres inside a box of `size`. */
  sheets: ReactNode[];
  onClose: () => void;
}

/**
 * Print at real size: a dialog shows the sheets as they will print (CSS millimetres), and 打印 prints
 * them, one sheet a page of `size`, through the browser's own print dialog.
 */
export function PrintPreview({ open, title, size, sheets, onClose }: PrintPreviewProps) {
  if (!open) return null;
  return (
    <>
      <style>{printCss(size)}</style>
      {createPortal(
        <div className="print-sheets">
          {sheets.map((sheet, i) => (
            <div key={i} className="print-sheet">
              {sheet}
            </div>
          ))}
        </div>,
        document.body,
      )}
      <Modal
        open
        title={`${title}（${size.width}×${size.height}mm，共${sheets.length}张）`}
        width="auto"
        centered
        onCancel={onClose}
        footer={[
          <Button key="print" type="primary" disabled={!sheets.length} onClick={() => window.print()}>
            打印
          </Button>,
          <Button key="close" onClick={onClose}>
            关闭
          </Button>,
        ]}
      >
        <div
          role="list"
          aria-label="打印预览"
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 16,
            maxWidth: '80vw',
            maxHeight: '70vh',
            overflow: 'auto',
          }}
        >
          {sheets.map((sheet, i) => (
            <div key={i} role="listitem" className="print-sheet" style={{ outline: '1px dashed #bfbfbf' }}>
              {sheet}
            </div>
          ))}
        </div>
        {!sheets.length && <div>没有可打印的内容</div>}
      </Modal>
    </>
  );
}
