import { useId, useState, type FormEvent } from 'react';
import { canonicalBarcode } from '@paintforge/sync-protocol/barcode-digits';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { barcodeText } from '../../messages/barcode-text';
import { t } from '../../i18n/t';

/** The digits under the barcode, typed: for no camera, a refused camera, or a code the camera will not read. */
export function ManualEntry({ onCode }: { onCode: (code: string) => void }) {
  const id = useId();
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = canonicalBarcode(digits);
    if (code === undefined) return setError(barcodeText.invalidCode);
    setError(null);
    onCode(code);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <Label htmlFor={id}>{t('scanner.digits')}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('scanner.example', { digits: '4006381333931' })}
          className="min-w-0 flex-1"
          value={digits}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setDigits(event.target.value)}
        />
        <Button type="submit">{t('scanner.lookUp')}</Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-ink">
          {error}
        </p>
      ) : null}
    </form>
  );
}
