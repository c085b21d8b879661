import sharp from 'sharp';

/**
 * The rehearsal's chart: panels stacked on one time axis, drawn as a standalone SVG by hand. No charting
 * library: the bench's output has to be readable as an image (a PNG in a pull request or a report), and
 * a few dozen lines of SVG do that without a browser. The output is deterministic (same options, same
 * bytes), so charts can be compared and committed.
 */

export interface ChartSeries {
  name: string;
  /** [x seconds, y value]; a point with a NaN (or infinite) coordinate is left out: a gap in the line. */
  points: Array<[number, number]>;
  color?: string;
  dashed?: boolean;
}

export interface ChartPanel {
  title: string;
  unit: string;
  series: ChartSeries[];
  /** A horizontal line the values should stay under (or reach), dashed red with its label. */
  goal?: { value: number; label: string };
  /** The top of the y axis; by default a round value above the data. The goal is always in view. */
  yMax?: number;
}

export interface ChartOptions {
  title: string;
  subtitle?: string;
  xLabel: string;
  panels: ChartPanel[];
  /** Pixels; default 1200. */
  width?: number;
  /** Pixels of each panel, its title row included; default 220. */
  panelHeight?: number;
  /** Moments across all panels ("voting on"): thin grey lines, labelled above the first panel. */
  markers?: Array<{ x: number; label: string }>;
}

/** Six colours told apart on white and by most colour-blind readers (Okabe and Ito's, red left for goals). */
export const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#6B4C9A'] as const;
const GOAL_COLOR = '#D62728';
const MARKER_COLOR = '#888888';
const GRID_COLOR = '#E3E3E3';
const TEXT_COLOR = '#222222';
const MUTED_COLOR = '#555555';

const FONT = { title: 20, subtitle: 14, panel: 15, legend: 13, tick: 12, marker: 12, axis: 13 } as const;
const MARGIN = { left: 72, right: 28, top: 16, bottom: 16 } as const;
const LEGEND_ROW = 18;
const MARKER_ROW = 17;

/** Text for XML: element content and attribute values alike. */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}

/** A coordinate with one decimal: enough for pixels, and the same text for the same input. */
const px = (value: number) => String(Math.round(value * 10) / 10);

/**
 * The width of a text in pixels, guessed from its length: there is no font to measure with. DejaVu Sans,
 * what librsvg finds for sans-serif on most Linux machines, averages about 0.6 em a character.
 */
const textWidth = (text: string, size: number, bold = false) => text.length * size * (bold ? 0.66 : 0.6);

/** The round step (1, 2 or 5 × 10^n) at least `rough`: the ticks' spacing. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  // Float noise (0.30000000000000004 / 0.1) must not push a fraction of exactly 2 or 5 up a step.
  const step = fraction <= 1 + 1e-9 ? 1 : fraction <= 2 + 1e-9 ? 2 : fraction <= 5 + 1e-9 ? 5 : 10;
  return step * power;
}

/** Round ticks from 0 to `top` (a multiple of the step when the axis was rounded), about `count` of them. */
function ticks(top: number, count: number): { step: number; values: number[] } {
  const step = niceStep(top / count);
  const values: number[] = [];
  for (let i = 0; i * step <= top * (1 + 1e-9); i += 1) values.push(Number((i * step).toPrecision(12)));
  return { step, values };
}

/** A tick's label: as many decimals as its step needs; thousands as k and millions as M on big axes. */
function tickLabel(value: number, step: number, top: number): string {
  const [scale, suffix] = top >= 1e7 ? [1e6, 'M'] : top >= 1e4 ? [1e3, 'k'] : [1, ''];
  const decimals = Math.max(0, -Math.floor(Math.log10(step / scale) + 1e-9));
  return `${(value / scale).toFixed(Math.min(decimals, 6))}${suffix}`;
}

const finite = (point: [number, number]) => Number.isFinite(point[0]) && Number.isFinite(point[1]);

/** The top of a panel's y axis: its yMax, else a round value above the data; raised to the goal. */
function panelTop(panel: ChartPanel): number {
  let top = panel.yMax;
  if (top === undefined) {
    let dataMax = 0;
    for (const series of panel.series)
      for (const point of series.points) if (finite(point)) dataMax = Math.max(dataMax, point[1]);
    const step = niceStep(dataMax / 5);
    top = dataMax > 0 ? Math.ceil(dataMax / step - 1e-9) * step : 1;
  }
  if (panel.goal && Number.isFinite(panel.goal.value)) top = Math.max(top, panel.goal.value);
  return top > 0 ? top : 1;
}

/** The runs of finite points of a series: each one line, with a gap where a point was left out. */
function segments(points: Array<[number, number]>): Array<Array<[number, number]>> {
  const runs: Array<Array<[number, number]>> = [];
  let run: Array<[number, number]> = [];
  for (const point of points) {
    if (finite(point)) run.push(point);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Items laid out left to right in rows no wider than `width`; each answers its x offset and row. */
function flow(widths: number[], width: number, gap: number): Array<{ x: number; row: number }> {
  const placed: Array<{ x: number; row: number }> = [];
  let x = 0;
  let row = 0;
  for (const w of widths) {
    if (x > 0 && x + w > width) {
      row += 1;
      x = 0;
    }
    placed.push({ x, row });
    x += w + gap;
  }
  return placed;
}

/**
 * A standalone SVG document: a title, the markers' labels, then one panel per metric, stacked on a
 * shared x axis from 0 to the largest x of any series or marker. Each panel has its own y axis from 0,
 * round ticks with gridlines, a legend, a line per series and its goal; the x ticks and label are under
 * the last panel. Values above a panel's yMax are clipped at its top.
 */
export function renderChart(options: ChartOptions): string {
  const width = options.width ?? 1200;
  const panelHeight = options.panelHeight ?? 220;
  const markers = (options.markers ?? []).filter((m) => Number.isFinite(m.x));
  const left = MARGIN.left;
  const right = width - MARGIN.right;
  const plotWidth = right - left;

  let xMax = 0;
  for (const panel of options.panels)
    for (const series of panel.series)
      for (const point of series.points) if (finite(point)) xMax = Math.max(xMax, point[0]);
  for (const marker of markers) xMax = Math.max(xMax, marker.x);
  if (!(xMax > 0)) xMax = 1;
  const xAt = (x: number) => left + (x / xMax) * plotWidth;
  const xTicks = ticks(xMax, Math.max(2, Math.round(plotWidth / 110)));

  const out: string[] = [];
  let y = MARGIN.top + FONT.title;
  out.push(
    `<text x="${left}" y="${px(y)}" font-size="${FONT.title}" font-weight="bold" fill="${TEXT_COLOR}">${escapeXml(options.title)}</text>`,
  );
  if (options.subtitle) {
    y += FONT.subtitle + 8;
    out.push(
      `<text x="${left}" y="${px(y)}" font-size="${FONT.subtitle}" fill="${MUTED_COLOR}">${escapeXml(options.subtitle)}</text>`,
    );
  }
  y += 10;

  // The markers' labels, in rows above the first panel: a label that would run into the one before
  // it goes a row down, so that close moments stay readable.
  if (markers.length > 0) {
    const sorted = [...markers].sort((a, b) => a.x - b.x);
    const rowEnds: number[] = [];
    const labels: string[] = [];
    for (const marker of sorted) {
      const x = xAt(marker.x);
      const w = textWidth(marker.label, FONT.marker);
      // Near the right edge the label ends at its line instead of starting there.
      const anchorEnd = x + 4 + w > width - 4;
      const from = anchorEnd ? x - 4 - w : x + 4;
      let row = rowEnds.findIndex((end) => end + 8 <= from);
      if (row === -1) row = rowEnds.push(0) - 1;
      rowEnds[row] = anchorEnd ? x : from + w;
      labels.push(
        `<text x="${px(anchorEnd ? x - 4 : x + 4)}" y="${px(y + (row + 1) * MARKER_ROW - 4)}" font-size="${FONT.marker}" fill="${MUTED_COLOR}"${anchorEnd ? ' text-anchor="end"' : ''}>${escapeXml(marker.label)}</text>`,
        `<line x1="${px(x)}" y1="${px(y + row * MARKER_ROW + 2)}" x2="${px(x)}" y2="${px(y + (row + 1) * MARKER_ROW)}" stroke="${MARKER_COLOR}" stroke-width="1"/>`,
      );
    }
    y += rowEnds.length * MARKER_ROW;
    out.push(...labels);
  }

  const clips: string[] = [];
  for (const [index, panel] of options.panels.entries()) {
    const top = panelTop(panel);
    const yTicks = ticks(top, Math.max(2, Math.min(5, Math.round(panelHeight / 45))));

    // Title row: the panel's title and unit on the left, its legend on the right (more rows when the
    // legend does not fit beside the title).
    const title = `${panel.title} (${panel.unit})`;
    const titleEnd = left + textWidth(title, FONT.panel, true) + 24;
    const items = panel.series.map((series, i) => ({
      series,
      color: series.color ?? (PALETTE[i % PALETTE.length] as string),
      width: 26 + textWidth(series.name, FONT.legend),
    }));
    const widths = items.map((item) => item.width);
    const legendWidth = widths.reduce((total, w) => total + w + 16, 0) - 16;
    const placed =
      right - legendWidth >= titleEnd
        ? flow(widths, right - titleEnd, 16)
        : flow(widths, plotWidth, 16).map((p) => ({ ...p, row: p.row + 1 }));
    const rows = placed.reduce((most, p) => Math.max(most, p.row), 0) + 1;
    const titleY = y + FONT.panel + 4;
    out.push(
      `<text x="${left}" y="${px(titleY)}" font-size="${FONT.panel}" font-weight="bold" fill="${TEXT_COLOR}">${escapeXml(panel.title)} <tspan font-weight="normal" fill="${MUTED_COLOR}">(${escapeXml(panel.unit)})</tspan></text>`,
    );
    for (let row = 0; row < rows; row += 1) {
      const inRow = placed.flatMap((p, i) =>
        p.row === row ? [{ ...p, item: items[i] as (typeof items)[0] }] : [],
      );
      const last = inRow[inRow.length - 1];
      if (!last) continue;
      // Each row right-aligned with the plot's right edge.
      const shift = right - (last.x + last.item.width);
      for (const { x, item } of inRow) {
        const lx = shift + x;
        const ly = titleY - 4 + row * LEGEND_ROW;
        out.push(
          `<line x1="${px(lx)}" y1="${px(ly)}" x2="${px(lx + 20)}" y2="${px(ly)}" stroke="${item.color}" stroke-width="3"${item.series.dashed ? ' stroke-dasharray="6 4"' : ''}/>`,
          `<text x="${px(lx + 26)}" y="${px(ly + 4)}" font-size="${FONT.legend}" fill="${TEXT_COLOR}">${escapeXml(item.series.name)}</text>`,
        );
      }
    }

    const plotTop = titleY + 10 + (rows - 1) * LEGEND_ROW;
    const plotHeight = Math.max(40, panelHeight - FONT.panel - 34);
    const plotBottom = plotTop + plotHeight;
    const yAt = (value: number) => plotBottom - (value / top) * plotHeight;

    // Gridlines and ticks first, so that the lines are drawn over them.
    for (const value of yTicks.values) {
      const gy = yAt(value);
      out.push(
        `<line x1="${left}" y1="${px(gy)}" x2="${right}" y2="${px(gy)}" stroke="${GRID_COLOR}" stroke-width="1"/>`,
        `<text x="${left - 8}" y="${px(gy + 4)}" font-size="${FONT.tick}" fill="${MUTED_COLOR}" text-anchor="end">${tickLabel(value, yTicks.step, top)}</text>`,
      );
    }
    for (const value of xTicks.values) {
      const gx = xAt(value);
      out.push(
        `<line x1="${px(gx)}" y1="${px(plotTop)}" x2="${px(gx)}" y2="${px(plotBottom)}" stroke="${GRID_COLOR}" stroke-width="1"/>`,
      );
    }
    for (const marker of markers) {
      const mx = xAt(marker.x);
      // Dashed, so that a moment is not mistaken for a series' vertical jump.
      out.push(
        `<line x1="${px(mx)}" y1="${px(plotTop)}" x2="${px(mx)}" y2="${px(plotBottom)}" stroke="${MARKER_COLOR}" stroke-width="1" stroke-dasharray="4 3"/>`,
      );
    }

    const clip = `chart-plot-${index}`;
    clips.push(
      `<clipPath id="${clip}"><rect x="${left}" y="${px(plotTop - 2)}" width="${plotWidth}" height="${px(plotHeight + 4)}"/></clipPath>`,
    );
    out.push(`<g clip-path="url(#${clip})" fill="none" stroke-width="2" stroke-linejoin="round">`);
    for (const item of items) {
      const dash = item.series.dashed ? ' stroke-dasharray="6 4"' : '';
      for (const run of segments(item.series.points)) {
        const first = run[0] as [number, number];
        // A lone point (both neighbours missing) has no line to draw: a dot shows it.
        if (run.length === 1)
          out.push(
            `<circle cx="${px(xAt(first[0]))}" cy="${px(yAt(first[1]))}" r="2.5" fill="${item.color}"/>`,
          );
        else
          out.push(
            `<polyline points="${run.map(([x, v]) => `${px(xAt(x))},${px(yAt(v))}`).join(' ')}" stroke="${item.color}"${dash}/>`,
          );
      }
    }
    out.push('</g>');

    if (panel.goal && Number.isFinite(panel.goal.value)) {
      const gy = yAt(panel.goal.value);
      // The label above its line, or below it when the line is the axis's top.
      const ly = gy - 5 < plotTop + FONT.tick ? gy + FONT.tick + 3 : gy - 5;
      out.push(
        `<line x1="${left}" y1="${px(gy)}" x2="${right}" y2="${px(gy)}" stroke="${GOAL_COLOR}" stroke-width="1.5" stroke-dasharray="8 5"/>`,
        `<text x="${right - 4}" y="${px(ly)}" font-size="${FONT.tick}" fill="${GOAL_COLOR}" text-anchor="end" stroke="#ffffff" stroke-width="3" paint-order="stroke">${escapeXml(panel.goal.label)}</text>`,
      );
    }

    out.push(
      `<line x1="${left}" y1="${px(plotBottom)}" x2="${right}" y2="${px(plotBottom)}" stroke="${MUTED_COLOR}" stroke-width="1"/>`,
      `<line x1="${left}" y1="${px(plotTop)}" x2="${left}" y2="${px(plotBottom)}" stroke="${MUTED_COLOR}" stroke-width="1"/>`,
    );
    y = plotBottom + 14;
  }

  // The shared x axis, under the last panel.
  const axisY = y - 14;
  for (const value of xTicks.values) {
    out.push(
      `<text x="${px(xAt(value))}" y="${px(axisY + FONT.tick + 6)}" font-size="${FONT.tick}" fill="${MUTED_COLOR}" text-anchor="middle">${tickLabel(value, xTicks.step, xMax)}</text>`,
    );
  }
  const xLabelY = axisY + FONT.tick + 10 + FONT.axis + 4;
  out.push(
    `<text x="${px(left + plotWidth / 2)}" y="${px(xLabelY)}" font-size="${FONT.axis}" fill="${TEXT_COLOR}" text-anchor="middle">${escapeXml(options.xLabel)}</text>`,
  );
  const height = Math.ceil(xLabelY + MARGIN.bottom);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" role="img">`,
    // The chart's name for a screen reader or an image viewer's title bar.
    `<title>${escapeXml(options.title)}</title>`,
    `<defs>${clips.join('')}</defs>`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`,
    ...out,
    '</svg>',
    '',
  ].join('\n');
}

/**
 * Writes the chart as a PNG of the SVG's own size (sharp renders SVG with librsvg, at 72 dpi: one
 * pixel per SVG unit), for places that show images but not SVG.
 */
export async function svgToPng(svg: string, file: string): Promise<void> {
  await sharp(Buffer.from(svg)).png().toFile(file);
}
