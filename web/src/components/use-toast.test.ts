import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, toast, toastReducer, toastRemoveDelayMs, type ToastItem } from './use-toast';

const item = (id: string, open = true): ToastItem => ({ id, open, title: `Toast ${id}` });

describe('toastReducer', () => {
  it('keeps only the newest toast visible (limit 1)', () => {
    const state = toastReducer(toastReducer([], { type: 'add', toast: item('1') }), { type: 'add', toast: item('2') });
    expect(state.map((t) => t.id)).toEqual(['2']);
  });

  it('updates, dismisses (closes) and removes', () => {
    let state = toastReducer([], { type: 'add', toast: item('1') });
    state = toastReducer(state, { type: 'update', toast: { id: '1', title: 'Changed' } });
    expect(state[0]).toMatchObject({ title: 'Changed', open: true });
    state = toastReducer(state, { type: 'dismiss', id: '1' });
    expect(state[0]?.open).toBe(false);
    state = toastReducer(state, { type: 'remove', id: '1' });
    expect(state).toEqual([]);
  });
});

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('removes a dismissed toast only after 1,000,000 ms', () => {
    const handle = toast({ title: 'Saved', description: 'Your paint was saved.' });
    expect(getToasts()).toEqual([expect.objectContaining({ id: handle.id, open: true, title: 'Saved' })]);

    handle.dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ id: handle.id, open: false })]);
    vi.advanceTimersByTime(toastRemoveDelayMs - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });
});

describe('toast limit', () => {
  it('shows one toast at a time: a new one replaces the last', () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts()).toEqual([expect.objectContaining({ id: second.id, title: 'Second', variant: 'destructive' })]);
    dismissToast();
  });
});

describe('a quiet notice', () => {
  afterEach(() => dismissToast());

  it("waits while the painter's own toast is open, then shows", () => {
    const answer = toast({ title: 'User admin status updated successfully' });
    toast({ title: 'Paint database saved for offline use', quiet: true });
    expect(getToasts().filter((item) => item.open)).toEqual([expect.objectContaining({ id: answer.id })]);

    answer.dismiss();
    expect(getToasts().filter((item) => item.open)).toEqual([
      expect.objectContaining({ title: 'Paint database saved for offline use', quiet: true }),
    ]);
  });

  it("gives way at once to the painter's own toast", () => {
    toast({ title: 'Paint database saved for offline use', quiet: true });
    const answer = toast({ title: 'Added to wishlist' });
    expect(getToasts().filter((item) => item.open)).toEqual([expect.objectContaining({ id: answer.id })]);
  });

  it('held back and dismissed by its handle, it never shows', () => {
    const answer = toast({ title: 'Added to wishlist' });
    const notice = toast({ title: 'Paint database saved for offline use', quiet: true });
    notice.dismiss();
    answer.dismiss();
    expect(getToasts().filter((item) => item.open)).toEqual([]);
  });
});
