import { writeFileSync } from 'node:fs';
import bwipjs from 'bwip-js';

const width = 640;
const height = 480;
/** Pixels per barcode module: 95 modules make a 475-pixel code, with a quiet zone on both sides. */
const moduleWidth = 5;

/**
 * A video for Chromium's fake camera (--use-file-for-fake-video-capture) showing one EAN-13, black on white: the
 * bars come from bwip-js (its bar/space widths), drawn into the luma plane of a Y4M (4:2:0) file. A few identical
 * frames; Chromium loops the file.
 */
export function writeBarcodeVideo(file: string, ean13: string, frames = 5): void {
  const [symbol] = bwipjs.raw({ bcid: 'ean13', text: ean13 }) as Array<{ sbs: number[] }>;
  if (!symbol) throw new Error('bwip-js drew nothing');
  const luma = Buffer.alloc(width * height, 255);
  const modules = symbol.sbs.reduce((sum, widthInModules) => sum + widthInModules, 0);
  let x = Math.floor((width - modules * moduleWidth) / 2);
  symbol.sbs.forEach((widthInModules, index) => {
    const pixels = widthInModules * moduleWidth;
    // sbs alternates bar, space, bar, ... starting with a bar.
    if (index % 2 === 0) for (let y = 120; y < 360; y++) luma.fill(0, y * width + x, y * width + x + pixels);
    x += pixels;
  });
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
