import { useState } from 'react';
import type { KeptText } from '@paintforge/sync-protocol';
import { Alert } from './alert';
import { Button } from './button';
import { toast } from './use-toast';
import { t } from '../i18n/t';

export interface KeptTextActions {
  useMine(field: string, text: string): Promise<void>;
  dismiss(field: string, text: string): Promise<void>;
  /** Whether this device wrote the kept text: only then is it "your version" (data/sync/my-texts.ts). */
  isMine(field: string, text: string): boolean;
}

/**
 * The texts of one field that an edit on another phone replaced (issue 33: no words lost without a trace), each
 * with the painter's two answers: write it back, or let it go. Nothing when there are none.
 */
export function KeptTextNotices({
  kept,
  field,
  actions,
}: {
  kept: readonly KeptText[] | undefined;
  field: string;
  actions: KeptTextActions;
}) {
  const texts = (kept ?? []).filter((entry) => entry.field === field);
  if (texts.length === 0) return null;
  return (
    <>
      {texts.map((entry) => (
        <KeptTextNotice key={entry.text} field={field} text={entry.text} actions={actions} />
      ))}
    </>
  );
}

function KeptTextNotice({ field, text, actions }: { field: string; text: string; actions: KeptTextActions }) {
  const [busy, setBusy] = useState(false);
  const answer = (action: KeptTextActions['useMine']) => {
    setBusy(true);
    action(field, text)
      .catch(() => toast({ title: t('shell.kept.saveFailed'), variant: 'destructive' }))
      .finally(() => setBusy(false));
  };
  return (
    <Alert>
      <p className="wrap-anywhere whitespace-pre-line">
        {actions.isMine(field, text) ? t('shell.kept.mine') : t('shell.kept.other')}
        {text}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={busy} onClick={() => answer(actions.useMine)}>
          {t('shell.kept.useMine')}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => answer(actions.dismiss)}>
          {t('shell.kept.dismiss')}
        </Button>
      </div>
    </Alert>
  );
}
