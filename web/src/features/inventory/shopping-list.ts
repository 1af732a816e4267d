import type { PaintRow } from '@paintforge/sync-protocol';
import { toast } from '../../components/use-toast';
import { downloadText } from '../../components/download';
import { compareText } from '../../components/text-order';
import { t } from '../../i18n/t';
import { brandText, paintTypeText } from './paint-type-text';

/** Spec §9: the wishlist as text grouped by brand, ready to paste into a note or a message at the paint shop. */
export function shoppingListText(paints: ReadonlyArray<Pick<PaintRow, 'name' | 'brand' | 'type' | 'color' | 'priority'>>): string {
  const byBrand = new Map<string, string[]>();
  const sorted = [...paints].sort((a, b) => compareText(a.brand, b.brand) || compareText(a.name, b.name));
  for (const paint of sorted) {
    const lines = byBrand.get(paint.brand) ?? [];
    const priority = paint.priority === 'high' ? ` — ${t('inventory.shopping.highPriority')}` : '';
    lines.push(`- ${paint.name} (${paintTypeText(paint.type)}, ${paint.color})${priority}`);
    byBrand.set(paint.brand, lines);
  }
  return [...byBrand].map(([brand, lines]) => `${brandText(brand)}\n${lines.join('\n')}`).join('\n\n') + '\n';
}

/**
 * Copies the shopping list to the clipboard; when the browser refuses (no permission, no clipboard API), it is
 * downloaded as paint-wishlist.txt instead (spec §9). An empty wishlist says so (spec §8).
 */
export async function exportShoppingList(
  paints: ReadonlyArray<Pick<PaintRow, 'name' | 'brand' | 'type' | 'color' | 'priority'>>,
): Promise<void> {
  if (paints.length === 0) {
    toast({ title: t('inventory.shopping.empty'), description: t('inventory.shopping.emptyText') });
    return;
  }
  const text = shoppingListText(paints);
  try {
    await navigator.clipboard.writeText(text);
    toast({
      title: t('inventory.shopping.copied'),
      description: t('inventory.shopping.copiedText', { count: paints.length }),
    });
  } catch {
    const file = 'paint-wishlist.txt';
    downloadText(text, file, 'text/plain;charset=utf-8');
    toast({ title: t('inventory.shopping.downloaded'), description: t('inventory.shopping.savedAs', { file }) });
  }
}
