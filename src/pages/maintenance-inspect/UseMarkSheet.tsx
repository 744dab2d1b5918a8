import { QRCodeSVG } from 'qrcode.react';
import type { UseMark } from '@/api/supervision';
import { A4_SHEET, USE_MARK_SIZE } from '@/domain/supervision';
import { elevatorMarkLines } from '@/domain/useMarkLines';

const GREEN = '#006b3d';

/** One elevator use mark (2024 版) at its real size, laid out in millimetres and points. */
export function UseMarkCard({ mark }: { mark: UseMark }) {
  return (
    <div
      data-testid="use-mark"
      style={{
        width: `${USE_MARK_SIZE.width}mm`,
        height: `${USE_MARK_SIZE.height}mm`,
        padding: '3mm',
        boxSizing: 'border-box',
        background: '#fff',
        color: '#141414',
        fontSize: '8.5pt',
        flex: 'none',
      }}
    >
      <div
        style={{
          height: '100%',
          border: `0.7mm solid ${GREEN}`,
          boxSizing: 'border-box',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <div style={{ background: GREEN, color: '#fff', textAlign: 'center', padding: '2.5mm 0 1.5mm' }}>
          <div style={{ fontSize: '20pt', fontWeight: 700, letterSpacing: '1mm', lineHeight: 1.2 }}>
            电梯使用标志
          </div>
          <div style={{ fontSize: '8pt' }}>（2024版）</div>
        </div>
        <dl style={{ margin: 0, padding: '3mm 4mm 0', flex: 'auto' }}>
          {elevatorMarkLines(mark).map(([label, value]) => (
            <div key={label} style={{ display: 'flex', lineHeight: '5.2mm' }}>
              <dt style={{ flex: 'none' }}>{label}：</dt>
              <dd style={{ margin: 0, wordBreak: 'break-all' }}>{value || '—'}</dd>
            </div>
          ))}
        </dl>
        <div
          style={{
            margin: '0 4mm',
            background: GREEN,
            color: '#fff',
            textAlign: 'center',
            fontSize: '15pt',
            fontWeight: 700,
            lineHeight: '11mm',
          }}
        >
          应急救援电话 {mark.rescuePhone}
        </div>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-end',
            padding: '2mm 4mm 3mm',
          }}
        >
          <div style={{ fontSize: '8pt', lineHeight: '4.5mm' }}>
            <div>扫描二维码</div>
            <div>查询电梯公示信息</div>
            <div style={{ fontSize: '7pt', marginTop: '4mm' }}>宁波市市场监督管理局监制</div>
          </div>
          <QRCodeSVG
            value={mark.recordUrl}
            level="M"
            marginSize={0}
            title={`${mark.equregcode} 公示信息二维码`}
            style={{ width: '24mm', height: '24mm' }}
          />
        </div>
      </div>
    </div>
  );
}

/** How many marks an A4 sheet holds at real size: two across, two down. */
export const MARKS_PER_SHEET =
  Math.floor(A4_SHEET.width / USE_MARK_SIZE.width) * Math.floor(A4_SHEET.height / USE_MARK_SIZE.height);

/** The marks on A4 sheets, MARKS_PER_SHEET a sheet, centred with the cutting gaps between them. */
export function markSheets(marks: UseMark[]) {
  const sheets = [];
  for (let i = 0; i < marks.length; i += MARKS_PER_SHEET) {
    sheets.push(
      <div
        key={marks[i]!.id}
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexWrap: 'wrap',
          alignContent: 'center',
          justifyContent: 'center',
        }}
      >
        {marks.slice(i, i + MARKS_PER_SHEET).map((mark) => (
          <UseMarkCard key={mark.id} mark={mark} />
        ))}
      </div>,
    );
  }
  return sheets;
}
