import { t } from '../i18n/t';

/**
 * The browser's colour picker beside a hex text field: it shows the typed hex while that is a valid #RRGGBB (else
 * `fallback`) and hands back the picked colour as upper-case hex, the catalog's form.
 */
export function ColorPicker({
  hex,
  onPick,
  label = t('common.pickColour'),
  fallback = '#000000',
}: {
  hex: string;
  onPick: (hex: string) => void;
  label?: string;
  fallback?: string;
}) {
  const shown = /^#[0-9a-f]{6}$/i.test(hex.trim()) ? hex.trim() : fallback;
  return (
    <input
      type="color"
      aria-label={label}
      className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-line-strong bg-surface p-1"
      value={shown.toLowerCase()}
      onChange={(event) => onPick(event.target.value.toUpperCase())}
    />
  );
}
