import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
// uPlot's layout rules (its overlay over the canvas), added when this chunk loads: in the app's one
// stylesheet they would load with every page.
import uPlotCss from 'uplot/dist/uPlot.min.css?inline';
import type { ChartDrawing } from './OverviewChart';

let styled = false;
function addStyles() {
  if (styled) return;
  const style = document.createElement('style');
  style.textContent = uPlotCss;
  document.head.append(style);
  styled = true;
}

/** The widest the category labels' column gets beside horizontal bars, px. */
const LABEL_COLUMN = 150;

/** A label cut with … to fit `room` px in `font`, so a narrow chart keeps its bars. */
function fitted(text: string, room: number, font: string) {
  const measure = document.createElement('canvas').getContext('2d');
  if (!measure) return text;
  measure.font = font;
  if (measure.measureText(text).width <= room) return text;
  let cut = text;
  while (cut.length > 1 && measure.measureText(`${cut}…`).width > room) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Whole numbers only on the value axis: the figures are counts. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];

/** The canvas of OverviewChart, drawn by uPlot (the lighter library, see OverviewChart); its own chunk. */
export default function OverviewChartCanvas({ onSelect, ...drawing }: ChartDrawing) {
  const host = useRef<HTMLDivElement>(null);
  // The latest click handler, without redrawing when only its identity changes.
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });
  // Redrawn when what is drawn changes, not when a caller builds equal arrays on a re-render.
  const spec = JSON.stringify({ ...drawing, selectable: Boolean(onSelect) });
  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    addStyles();
    const { kind, categories, series, horizontal, height, textColor, gridColor, fontFamily, selectable } =
      JSON.parse(spec) as Omit<ChartDrawing, 'onSelect'> & { selectable: boolean };
    const font = `12px ${fontFamily}`;
    const xs = categories.map((_, i) => i);
    // Beside horizontal bars the labels take at most a third of a narrow chart; under vertical
    // bars each has its bar's slot.
    const labelRoom = (u: uPlot) =>
      horizontal
        ? Math.min(LABEL_COLUMN, Math.round(u.width / 3))
        : Math.floor(u.width / Math.max(1, categories.length));
    const bars = uPlot.paths.bars!({ size: [0.6, 28] });
    // Each bar's figure at its end, so the values read without hovering.
    const drawFigures = (u: uPlot) => {
      if (kind !== 'bar') return;
      const { ctx } = u;
      ctx.save();
      ctx.font = `${Math.round(12 * devicePixelRatio)}px ${fontFamily}`;
      ctx.fillStyle = textColor;
      ctx.textAlign = horizontal ? 'left' : 'center';
      ctx.textBaseline = horizontal ? 'middle' : 'bottom';
      const gap = 4 * devicePixelRatio;
      series[0].values.forEach((value, i) => {
        const along = u.valToPos(i, 'x', true);
        const to = u.valToPos(value, 'y', true);
        if (horizontal) ctx.fillText(String(value), to + gap, along);
        else ctx.fillText(String(value), along, to - gap);
      });
      ctx.restore();
    };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height,
        legend: { show: false },
        cursor: { x: false, y: false, drag: { x: false, y: false }, points: { show: false } },
        scales: {
          // Horizontal: the first category on top, in the order of the page's table.
          x: {
            time: false,
            range: [-0.5, categories.length - 0.5],
            ori: horizontal ? 1 : 0,
            dir: horizontal ? -1 : 1,
          },
          // Room past the longest bar for its figure.
          y: { range: (_u, _min, max) => [0, Math.max(5, Math.ceil(max * 1.15))], ori: horizontal ? 0 : 1 },
        },
        axes: [
          {
            scale: 'x',
            side: horizontal ? 3 : 2,
            stroke: textColor,
            font,
            grid: { show: false },
            ticks: { show: false },
            splits: () => xs,
            values: (u, splits) => splits.map((i) => fitted(categories[i] ?? '', labelRoom(u) - 8, font)),
            size: (u) => (horizontal ? labelRoom(u) : 40),
          },
          {
            scale: 'y',
            side: horizontal ? 2 : 3,
            stroke: textColor,
            font,
            incrs: COUNT_STEPS,
            space: 60,
            grid: { stroke: gridColor, width: 1 },
            ticks: { show: false },
          },
        ],
        series: [
          {},
          ...series.map((s) => ({
            label: s.name,
            stroke: s.color,
            fill: kind === 'bar' ? s.color : undefined,
            width: kind === 'bar' ? 0 : 2,
            paths: kind === 'bar' ? bars : undefined,
            points: { show: kind === 'line' },
          })),
        ],
        hooks: {
          draw: [drawFigures],
          // A hand over a category that opens something.
          setCursor: [
            (u) => {
              u.over.style.cursor = selectable && u.cursor.idx != null ? 'pointer' : 'default';
            },
          ],
        },
      },
      [xs, ...series.map((s) => s.values)],
      element,
    );
    const open = () => {
      const index = chart.cursor.idx;
      if (index != null) select.current?.(index);
    };
    chart.over.addEventListener('click', open);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.over.removeEventListener('click', open);
      chart.destroy();
    };
  }, [spec]);
  return <div ref={host} style={{ height: drawing.height }} />;
}
