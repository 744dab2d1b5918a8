import { lazy, Suspense } from 'react';
import { theme } from 'antd';

/** The colour of a series, by its meaning: antd's own tokens, so a chart matches the figures beside it. */
export type SeriesTone = 'primary' | 'warning' | 'error' | 'success';

export interface ChartSeries {
  /** 持证人数, 即将到期…: the series' name in the summary. */
  name: string;
  /** One value per category, in the categories' order. */
  values: number[];
  tone?: SeriesTone;
}

/** Bars show one series (each bar labelled with its figure); lines may show several. */
export type ChartKind = { kind: 'bar'; series: [ChartSeries] } | { kind: 'line'; series: ChartSeries[] };

export type OverviewChartProps = ChartKind & {
  /** What the chart shows, for screen readers and the summary: 按作业项目持证人数. */
  title: string;
  /** The labels along the category axis (Chinese, as the page names them). */
  categories: string[];
  /** The unit after each figure: 人, 台, 本. */
  unit?: string;
  /** Bars that grow to the right, the categories down the side: for long category names. */
  horizontal?: boolean;
  /** Height of the chart (and of its placeholder while the library loads), px. */
  height?: number;
  /** A click on a category's bar or point: the page opens that category's list. */
  onSelect?: (categoryIndex: number) => void;
};

/** What the drawing module draws: the props with the theme's colours and font resolved. */
export interface ChartDrawing {
  kind: ChartKind['kind'];
  categories: string[];
  series: (ChartSeries & { color: string })[];
  horizontal?: boolean;
  height: number;
  onSelect?: (categoryIndex: number) => void;
  textColor: string;
  gridColor: string;
  fontFamily: string;
}

// The chart library rides in this module's own chunk, loaded when a chart first renders. uPlot draws
// it: its lazy chunk for this bar chart was 22 KB gzip against Chart.js's 56 KB (only the bar, line,
// scale and tooltip parts registered), each in a build with the same chart.
const ChartCanvas = lazy(() => import('./OverviewChartCanvas'));

/** The figures in words: 按作业项目持证人数：G1 工业锅炉司炉 12人，… */
export function chartSummary({ title, categories, series, unit = '' }: OverviewChartProps) {
  const figures = categories.map((category, i) =>
    series.length === 1
      ? `${category} ${series[0].values[i] ?? 0}${unit}`
      : `${category} ${series.map((s) => `${s.name}${s.values[i] ?? 0}${unit}`).join('、')}`,
  );
  return `${title}：${figures.join('，')}`;
}

/** Canvas drawing needs a 2D context; jsdom has none, and there the summary alone stands for the chart. */
const canDraw = () => typeof CanvasRenderingContext2D !== 'undefined';

/**
 * A bar or line chart of a few categories, loaded lazily with its library; a quiet block of the same
 * size holds its place meanwhile. The chart is one image to assistive technology, labelled with its
 * figures in words; what its bars open, the page also offers as links or buttons.
 */
export function OverviewChart(props: OverviewChartProps) {
  // The tokens are read here, not in the lazy module: antd's theme module there made the bundler
  // split antd's shared chunks anew, about 1 KB more for /login and /home.
  const { token } = theme.useToken();
  const { kind, categories, series, horizontal, height = 280, onSelect } = props;
  const tones: Record<SeriesTone, string> = {
    primary: token.colorPrimary,
    warning: token.colorWarning,
    error: token.colorError,
    success: token.colorSuccess,
  };
  const placeholder = (
    <div style={{ height, background: token.colorFillTertiary, borderRadius: token.borderRadius }} />
  );
  return (
    <div role="img" aria-label={chartSummary(props)} style={{ height }}>
      {canDraw() && (
        <Suspense fallback={placeholder}>
          <ChartCanvas
            kind={kind}
            categories={categories}
            horizontal={horizontal}
            onSelect={onSelect}
            height={height}
            series={series.map((s) => ({ ...s, color: tones[s.tone ?? 'primary'] }))}
            textColor={token.colorTextSecondary}
            gridColor={token.colorBorderSecondary}
            fontFamily={token.fontFamily}
          />
        </Suspense>
      )}
    </div>
  );
}
