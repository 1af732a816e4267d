import { paintLabel, pooledStopOf } from '@paintforge/sync-protocol';
import { t } from '../../i18n/t';
import { techniqueWord } from './recipe-options';
import { partsOf, type SharedPaint } from './share-text';

/**
 * The recipe card ("Download Image", "Share Complete Showcase"): the photo, the name, and the paints by part with
 * their swatches, drawn in a canvas on the device, so it works offline and needs no server.
 */

const width = 1080;
const margin = 56;
const photoHeight = 720;
const swatchSize = 44;
const rowHeight = 64;
const noteLineHeight = 28;
const noteFont = `400 22px`;
const font = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const colours = { background: '#fafaf9', ink: '#1c1917', muted: '#57534e', line: '#d6d3d1', brand: '#b45309' };

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The photo could not be read'));
    image.src = url;
  });
}

/** Splits a text into lines that fit `maxWidth` in the context's current font (a long word is cut). */
function wrap(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (context.measureText(candidate).width <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (context.measureText(line).width > maxWidth && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && context.measureText(line.slice(0, cut)).width > maxWidth) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

const hex = /^#[0-9A-Fa-f]{6}$/;

/** One paint's words on the card: its name, and brand · type · technique under it. */
export interface CardPaintText {
  row: SharedPaint;
  name: string;
  detail: string;
}

/** Every word the card draws, in the painter's language (the technique and the footer; the rest is their data). */
export interface RecipeCardText {
  title: string;
  parts: Array<{ part: string; paints: CardPaintText[] }>;
  footer: string;
}

/** The card's words, apart from the drawing, so what it says can be read (and tested) without a canvas. */
export function recipeCardText(project: { name: string }, rows: readonly SharedPaint[]): RecipeCardText {
  return {
    title: project.name,
    parts: partsOf(rows).map(([part, paints]) => ({
      part,
      paints: paints.map((row) => ({
        row,
        name: paintLabel(row.paint),
        detail: [row.paint.brand, row.paint.type, row.technique && techniqueWord(row.technique)].filter(Boolean).join(' · '),
      })),
    })),
    footer: t('projects.cardFooter'),
  };
}

/** Draws the card and encodes it as a JPEG. `photoUrl` is an object URL of the miniature's photo. */
export async function recipeCardImage(project: { name: string }, rows: readonly SharedPaint[], photoUrl: string): Promise<Blob> {
  const photo = await loadImage(photoUrl);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images');
  const textWidth = width - margin * 2;
  const words = recipeCardText(project, rows);

  context.font = `700 52px ${font}`;
  const titleLines = wrap(context, words.title, textWidth);
  // Usage notes as the showcase shows them (issue 24), wrapped under their paint's line.
  context.font = `${noteFont} ${font}`;
  const notesOf = new Map(rows.map((row) => [row, row.usageNotes ? wrap(context, row.usageNotes, textWidth - swatchSize - 20) : []]));
  const heightOf = (row: SharedPaint) => rowHeight + (notesOf.get(row)?.length ?? 0) * noteLineHeight;
  const { parts } = words;
  const height =
    photoHeight +
    margin +
    titleLines.length * 62 +
    24 +
    parts.reduce((sum, { paints }) => sum + 64 + paints.reduce((total, { row }) => total + heightOf(row), 0), 0) +
    margin +
    40;
  canvas.width = width;
  canvas.height = height;

  context.fillStyle = colours.background;
  context.fillRect(0, 0, width, height);
  // The photo fills its band without distortion (contain), on a neutral ground.
  context.fillStyle = colours.line;
  context.fillRect(0, 0, width, photoHeight);
  const scale = Math.min(width / photo.naturalWidth, photoHeight / photo.naturalHeight);
  const drawnWidth = photo.naturalWidth * scale;
  const drawnHeight = photo.naturalHeight * scale;
  context.drawImage(photo, (width - drawnWidth) / 2, (photoHeight - drawnHeight) / 2, drawnWidth, drawnHeight);

  let y = photoHeight + margin;
  context.textBaseline = 'top';
  context.fillStyle = colours.ink;
  context.font = `700 52px ${font}`;
  for (const line of titleLines) {
    context.fillText(line, margin, y);
    y += 62;
  }
  y += 24;

  for (const { part, paints } of parts) {
    context.fillStyle = colours.brand;
    context.font = `700 34px ${font}`;
    context.fillText(part, margin, y + 12, textWidth);
    y += 64;
    for (const { row, name, detail } of paints) {
      const { paint } = row;
      context.fillStyle = hex.test(paint.color) ? paint.color : colours.line;
      context.fillRect(margin, y, swatchSize, swatchSize);
      // A translucent paint's thin sample and its pool, split on the diagonal as the app draws it (translucent.ts).
      const pooled = hex.test(paint.color) ? pooledStopOf({ ...paint, catalogId: paint.catalogId ?? null }) : undefined;
      if (pooled !== undefined) {
        context.fillStyle = pooled;
        context.beginPath();
        context.moveTo(margin + swatchSize, y);
        context.lineTo(margin + swatchSize, y + swatchSize);
        context.lineTo(margin, y + swatchSize);
        context.closePath();
        context.fill();
      }
      context.strokeStyle = colours.muted;
      context.lineWidth = 2;
      context.strokeRect(margin, y, swatchSize, swatchSize);
      const left = margin + swatchSize + 20;
      context.fillStyle = colours.ink;
      context.font = `600 28px ${font}`;
      context.fillText(name, left, y, textWidth - swatchSize - 20);
      context.fillStyle = colours.muted;
      context.font = `400 22px ${font}`;
      context.fillText(detail, left, y + 32, textWidth - swatchSize - 20);
      context.fillStyle = colours.ink;
      context.font = `${noteFont} ${font}`;
      (notesOf.get(row) ?? []).forEach((line, index) => context.fillText(line, left, y + rowHeight + index * noteLineHeight));
      y += heightOf(row);
    }
  }
  context.fillStyle = colours.muted;
  context.font = `400 24px ${font}`;
  context.fillText(words.footer, margin, height - margin);

  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The card could not be encoded'))), 'image/jpeg', 0.9);
  });
}
