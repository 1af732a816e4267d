import type { ChartColours } from './chart-colours';

/**
 * The chart as a PNG for sharing: uPlot's canvas (axes and lines) composed under a title and over a legend on a
 * canvas of its own, on the theme's surface colour, since uPlot's title and legend are HTML and not on its canvas.
 */
export async function chartPng(
  plotCanvas: HTMLCanvasElement,
  /** A title and a smaller line under it. */
  [title, subtitle]: readonly [string, string],
  legend: readonly { label: string; colour: string }[],
  colours: ChartColours,
): Promise<Blob> {
  const scale = plotCanvas.width / (plotCanvas.clientWidth || plotCanvas.width);
  const pad = 16 * scale;
  const titleHeight = 48 * scale;
  const legendLine = 24 * scale;
  const canvas = document.createElement('canvas');
  canvas.width = plotCanvas.width + pad * 2;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas-unavailable');
  // The legend wraps to as many lines as the width needs (a phone's chart is narrow).
  context.font = `${13 * scale}px system-ui, sans-serif`;
  const placed: { label: string; colour: string; x: number; line: number }[] = [];
  let x = pad;
  let line = 0;
  for (const item of legend) {
    const width = 24 * scale + context.measureText(item.label).width + 16 * scale;
    if (x > pad && x + width > canvas.width - pad) {
      x = pad;
      line += 1;
    }
    placed.push({ ...item, x, line });
    x += width;
  }
  canvas.height = plotCanvas.height + titleHeight + legendLine * (line + 1) + pad * 2;
  context.fillStyle = colours.surface;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.textBaseline = 'middle';
  context.fillStyle = colours.ink;
  context.font = `600 ${17 * scale}px system-ui, sans-serif`;
  context.fillText(title, pad, pad + 12 * scale);
  context.fillStyle = colours.muted;
  context.font = `${13 * scale}px system-ui, sans-serif`;
  context.fillText(subtitle, pad, pad + 34 * scale);
  context.drawImage(plotCanvas, pad, pad + titleHeight);
  for (const item of placed) {
    const y = pad + titleHeight + plotCanvas.height + legendLine * item.line + legendLine / 2;
    context.fillStyle = item.colour;
    context.fillRect(item.x, y - 2 * scale, 18 * scale, 4 * scale);
    context.fillStyle = colours.ink;
    context.fillText(item.label, item.x + 24 * scale, y);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas-unavailable'))), 'image/png'),
  );
}
