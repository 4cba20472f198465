import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, DEFAULT_TOAST_DURATION, dismissToast, toast } from './toast-store';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const item of $toasts.get()) dismissToast(item.id);
    vi.useRealTimers();
  });

  it('a toast lasts 5000 ms by default (spec: copied-link toast 5000 ms)', () => {
    expect(DEFAULT_TOAST_DURATION).toBe(5000);
    toast({ title: 'Link copied' });
    vi.advanceTimersByTime(4999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('keeps the order of arrival, fills defaults and gives each toast its own id', () => {
    const first = toast({ title: 'PG-001', description: 'A company with this name already exists', tone: 'danger' });
    const second = toast({ title: 'Saved' });
    expect(first).not.toBe(second);
    expect($toasts.get()).toEqual([
      { id: first, title: 'PG-001', description: 'A company with this name already exists', tone: 'danger', duration: 5000 },
      { id: second, title: 'Saved', description: undefined, tone: 'info', duration: 5000 },
    ]);
  });

  it('dismissing removes only that toast and cancels its timer', () => {
    const first = toast({ title: 'One', duration: 1000 });
    const second = toast({ title: 'Two', duration: 1000 });
    dismissToast(first);
    expect($toasts.get().map((item) => item.id)).toEqual([second]);
    vi.advanceTimersByTime(1000);
    expect($toasts.get()).toEqual([]);
  });

  it('a duration of 0 keeps the toast until it is dismissed', () => {
    const id = toast({ title: 'Sticky', duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect($toasts.get().map((item) => item.id)).toEqual([id]);
  });
});
