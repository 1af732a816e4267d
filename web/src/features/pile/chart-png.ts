import type { ChartColours } from './chart-colours';

/**
 * The chart as a PNG for sharing: uPlot's canvas (axes and lines) composed under a title and over a legend on a
 * canvas of its own, on the theme's surface colour, since uPlot's title and legend are HTML and not on its canvas.
 */
export async function chartPng(
  plotCanvas: HTMLCanvasElement,
  title: string,
  legend: readonly { label: string; colour: string }[],
  colours: ChartColours,
): Promise<Blob> {
  const scale = plotCanvas.width / (plotCanvas.clientWidth || plotCanvas.width);
  const pad = 16 * scale;
  const titleHeight = 32 * scale;
  const legendHeight = 28 * scale;
  const canvas = document.createElement('canvas');
  canvas.width = plotCanvas.width + pad * 2;
  canvas.height = plotCanvas.height + titleHeight + legendHeight + pad * 2;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas-unavailable');
  context.fillStyle = colours.surface;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = colours.ink;
  context.font = `600 ${16 * scale}px system-ui, sans-serif`;
  context.textBaseline = 'middle';
  context.fillText(title, pad, pad + titleHeight / 2);
  context.drawImage(plotCanvas, pad, pad + titleHeight);
  let x = pad;
  const y = pad + titleHeight + plotCanvas.height + legendHeight / 2;
  context.font = `${13 * scale}px system-ui, sans-serif`;
  for (const item of legend) {
    context.fillStyle = item.colour;
    context.fillRect(x, y - 5 * scale, 18 * scale, 10 * scale);
    x += 24 * scale;
    context.fillStyle = colours.ink;
    context.fillText(item.label, x, y);
    x += context.measureText(item.label).width + 16 * scale;
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas-unavailable'))), 'image/png'),
  );
}
