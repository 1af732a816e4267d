import { useEffect } from 'react';
import { toast } from '../../components/use-toast';
import { onWriteProblem } from '../../data/sync/write-problems';
import { syncProblemText } from '../../messages/sync-problem-text';
import { t } from '../../i18n/t';

/** A change the device could not save is told to the painter whichever screen made it (architecture: never swallowed). */
export function useWriteProblemToast(): void {
  useEffect(
    () =>
      onWriteProblem((problem) =>
        toast({ title: t('shell.notSaved'), description: syncProblemText[problem], variant: 'destructive', duration: 15_000 }),
      ),
    [],
  );
}
