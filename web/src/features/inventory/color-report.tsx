import { useState, type FormEvent } from 'react';
import { EllipsisVertical, Flag } from 'lucide-react';
import { colorReportRequestSchema, type CatalogPaint } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { ColorPicker } from '../../components/color-picker';
import { Dialog, DialogContent } from '../../components/dialog';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../components/menu';
import { Field } from '../../components/field';
import { Input, Textarea } from '../../components/input';
import { SubmitButton } from '../../components/submit-button';
import { Swatch } from '../../components/swatch';
import { useAccountRequired } from '../../components/use-account-required';
import { toast } from '../../components/use-toast';
import { useAuth } from '../../data/account/auth-state';
import { submitFeedback } from '../../data/feedback/feedback-outbox';
import { catalogColorOf, rememberOwnColour } from '../../data/catalog/own-colours';
import { colorReportFeedback } from '../../messages/colour-report-text';
import { feedbackResultText } from '../../messages/feedback-result-text';
import { schemaMessageText } from '../../messages/schema-message-text';
import { t } from '../../i18n/t';

/**
 * "This colour looks wrong" on a catalog paint (issue 9): the painter picks the colour they think is right and
 * sends it as a bug report that names the paint. Sent through the feedback outbox, so it waits for a connection.
 * The painter sees their colour at once (own-colours.ts); everyone else only once an admin accepts it or three
 * trusted painters agree (issue 31).
 */
export function ColorReportMenu({ paint }: { paint: CatalogPaint }) {
  const { user } = useAuth();
  const accountRequired = useAccountRequired();
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* Rarely needed, so out of the card's way (issue 37: cards grew to 2–3 a screen), and in words once opened. */}
      <Menu>
        <MenuTrigger asChild>
          <Button
            size="icon-sm"
            variant="quiet"
            className="-mt-1 -mr-1 shrink-0"
            aria-label={t('inventory.row.more', { name: `${paint.name}, ${paint.brand}` })}
          >
            <EllipsisVertical aria-hidden="true" className="size-4" />
          </Button>
        </MenuTrigger>
        <MenuContent>
          <MenuItem onSelect={() => (user ? setOpen(true) : accountRequired(t('inventory.report.signUp')))}>
            <Flag aria-hidden="true" /> {t('inventory.report.menu')}
          </MenuItem>
        </MenuContent>
      </Menu>
      {user ? (
        <Dialog open={open} onOpenChange={setOpen}>
          {open ? <ColorReportForm paint={paint} userId={user.id ?? user.email} onDone={() => setOpen(false)} /> : null}
        </Dialog>
      ) : null}
    </>
  );
}

function ColorReportForm({ paint, userId, onDone }: { paint: CatalogPaint; userId: string | number; onDone: () => void }) {
  const catalogColor = catalogColorOf(paint) ?? paint.color;
  const [hex, setHex] = useState(paint.color);
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const [tried, setTried] = useState(false);
  // The shared rule for the hex, with its words.
  const parsed = colorReportRequestSchema.shape.suggestedColor.safeParse(hex.trim());
  const refusal = tried && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const hexError = refusal === undefined ? undefined : schemaMessageText(refusal);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (!parsed.success || pending) return;
    setPending(true);
    try {
      const result = await submitFeedback(colorReportFeedback(paint, parsed.data, note));
      toast(feedbackResultText(result));
      if (result.sent || result.waiting) {
        rememberOwnColour(userId, paint.id, { color: parsed.data, reportedColor: catalogColor, at: new Date().toISOString() });
        onDone();
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <DialogContent title={t('inventory.report.title')} description={`${paint.brand} · ${paint.range} · ${paint.name}`}>
      <form noValidate onSubmit={(event) => void send(event)} className="space-y-4">
        <div className="flex items-center gap-3 text-sm">
          <Swatch color={catalogColor} className="size-10" />
          <span>
            {t('inventory.report.catalogSays')} <span className="font-mono">{catalogColor}</span>
          </span>
        </div>
        <p className="text-sm text-muted">{t('inventory.report.whoSees')}</p>
        <Field label={t('inventory.report.shouldBe')} error={hexError}>
          {(control) => (
            <div className="flex items-center gap-2">
              <ColorPicker hex={hex} fallback={paint.color} label={t('inventory.report.pick')} onPick={setHex} />
              <Input {...control} className="font-mono" maxLength={7} value={hex} onChange={(event) => setHex(event.target.value)} />
            </div>
          )}
        </Field>
        <Field label={t('inventory.report.note')}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              placeholder={t('inventory.report.notePlaceholder')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        <SubmitButton
          pending={pending}
          label={t('inventory.report.send')}
          pendingLabel={t('inventory.report.sending')}
          icon={<Flag aria-hidden="true" className="size-4" />}
        />
      </form>
    </DialogContent>
  );
}
