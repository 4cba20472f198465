import { atom } from 'nanostores';

export type ToastTone = 'success' | 'info' | 'warning' | 'danger';

export type Toast = {
  id: number;
  title: string;
  description?: string;
  tone: ToastTone;
  /** Milliseconds before it goes away by itself; 0 keeps it until dismissed. */
  duration: number;
};

export type ToastInput = { title: string; description?: string; tone?: ToastTone; duration?: number };

export const DEFAULT_TOAST_DURATION = 5000;

/** The page's toasts: a nanostore, so any element can raise one and the one region shows them (no shared context). */
export const $toasts = atom<Toast[]>([]);

let lastId = 0;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a toast and returns its id. Texts must already be translated (`t` from the Lingui macros). */
export function toast({ title, description, tone = 'info', duration = DEFAULT_TOAST_DURATION }: ToastInput): number {
  lastId += 1;
  const id = lastId;
  $toasts.set([...$toasts.get(), { id, title, description, tone, duration }]);
  if (duration > 0) timers.set(id, setTimeout(() => dismissToast(id), duration));
  return id;
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  $toasts.set($toasts.get().filter((item) => item.id !== id));
}
