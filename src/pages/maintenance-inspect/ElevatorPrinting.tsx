import { useState } from 'react';
import { listUseMarks, elevatorUseMarkPdf, type UseMark } from '@/api/supervision';
import { ListPage } from '@/components/ListPage';
import { PdfViewer, type PdfSource } from '@/components/PdfViewer';
import { PrintPreview } from '@/components/PrintSheets';
import { A4_SHEET } from '@/domain/supervision';
import { useMarkCatalogue } from './declarations';
import { markSheets } from './UseMarkSheet';

/**
 * 电梯使用标志打印 (2024 版): choose elevators the unit maintains, then print their marks at real size
 * (several to an A4 sheet) or have the print host's PDF, one mark a page of the mark's size.
 */
export default function ElevatorPrinting() {
  const [printing, setPrinting] = useState<UseMark[] | null>(null);
  const [viewing, setViewing] = useState<PdfSource | null>(null);
  return (
    <>
      <ListPage<UseMark>
        routeName="maintenance_elevator_printing"
        rowKey="id"
        fields={useMarkCatalogue}
        load={listUseMarks}
        selectionActions={[
          { label: '打印使用标志', run: setPrinting },
          {
            label: '使用标志PDF',
            run: (marks) =>
              setViewing({
                title: `电梯使用标志（${marks.length}台）`,
                load: () => elevatorUseMarkPdf(marks.map((m) => m.id)),
                fileName: `电梯使用标志_${marks.length}台.pdf`,
              }),
          },
        ]}
      />
      <PrintPreview
        open={!!printing}
        title="打印电梯使用标志"
        size={A4_SHEET}
        sheets={markSheets(printing ?? [])}
        onClose={() => setPrinting(null)}
      />
      <PdfViewer source={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
