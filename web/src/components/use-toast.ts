import { useSyncExternalStore } from 'react';
import { limits } from '@paintforge/sync-protocol/constants';

/**
 * The toast store (spec §2, §4, §9). A toast is added, may be updated, is dismissed (marked closed so it can
 * animate out) and is removed from memory 1,000,000 ms after that. Only one is visible at a time: adding a new
 * toast drops the older ones.
 */
export const { toastLimit, toastDurationMs, toastRemoveDelayMs } = limits;

export type ToastVariant = 'default' | 'destructive';

export interface ToastActionInput {
  label: string;
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * An optional action button. Data, not an element: the toaster (and Radix Toast with it) loads after the first
   * paint, and `altText` tells screen-reader users how to do the same without the toast.
   */
  action?: ToastActionInput;
  /** How long it stays before closing itself; 5000 ms unless said otherwise. */
  duration?: number;
  /**
   * A notice nobody asked for at that moment ("Paint database saved for offline use"): it never takes the one slot
   * from the answer to something the painter did ("User admin status updated successfully"), but waits until that
   * answer closes. A painter's own toast still replaces a quiet one at once.
   */
  quiet?: boolean;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Action =
  | { type: 'add'; toast: ToastItem }
  | { type: 'update'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export function toastReducer(state: readonly ToastItem[], action: Action): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, toastLimit);
    case 'update':
      return state.map((item) => (item.id === action.toast.id ? { ...item, ...action.toast } : item));
    case 'dismiss':
      return state.map((item) => (action.id === undefined || item.id === action.id ? { ...item, open: false } : item));
    case 'remove':
      return action.id === undefined ? [] : state.filter((item) => item.id !== action.id);
  }
}

let toasts: ToastItem[] = [];
/** Quiet toasts held back while the painter's own toast is open, shown in order as the slot frees. */
let waiting: ToastItem[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: Action) {
  toasts = toastReducer(toasts, action);
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, toastRemoveDelayMs),
  );
}

export function dismissToast(id?: string): void {
  waiting = id === undefined ? [] : waiting.filter((item) => item.id !== id);
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  dispatch(id === undefined ? { type: 'dismiss' } : { type: 'dismiss', id });
  showWaiting();
}

const slotTaken = (): boolean => toasts.some((item) => item.open && !item.quiet);

function showWaiting(): void {
  const next = slotTaken() ? undefined : waiting.shift();
  if (next) dispatch({ type: 'add', toast: next });
}

/** Shows a toast and returns handles to update or dismiss it. */
export function toast(input: ToastInput): { id: string; dismiss: () => void; update: (next: ToastInput) => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = { ...input, id, open: true };
  if (input.quiet && slotTaken()) waiting.push(item);
  else dispatch({ type: 'add', toast: item });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => {
      waiting = waiting.map((held) => (held.id === id ? { ...held, ...next } : held));
      dispatch({ type: 'update', toast: { ...next, id } });
    },
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts now in the store (visible or closing). */
export function getToasts(): readonly ToastItem[] {
  return toasts;
}

const emptyToasts: ToastItem[] = [];

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => emptyToasts,
  );
}
