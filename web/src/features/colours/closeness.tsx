import { useId, useState } from 'react';
import { closenessOf } from '@paintforge/sync-protocol/colour-studio';
import { closenessWords, differenceExplanation, differenceText } from '../../messages/closeness-text';

/**
 * How near a paint is, in words a painter reads at a glance ("Same colour", "Close", "Far"), with the ΔE as small
 * print beside them; a tap says in one line what the number means.
 */
export function Closeness({ difference }: { difference: number }) {
  const [explained, setExplained] = useState(false);
  const noteId = useId();
  return (
    <span data-testid="colour-difference" className="flex max-w-40 shrink-0 flex-col items-end text-right text-sm">
      <button
        type="button"
        aria-expanded={explained}
        aria-controls={noteId}
        onClick={() => setExplained((shown) => !shown)}
        className="flex min-h-9 flex-col items-end rounded px-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <span className="font-semibold">{closenessWords[closenessOf(difference)]}</span>
        <small className="text-xs text-muted tabular-nums">{differenceText(difference)}</small>
      </button>
      {explained ? (
        <span id={noteId} className="text-xs text-muted">
          {differenceExplanation()}
        </span>
      ) : null}
    </span>
  );
}
