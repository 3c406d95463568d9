// Toast state shared by every app: one module-level store, imported as `@nightlife/ui/toast` (a
// federated singleton, unlike the rest of the ui lib), so a toast raised inside a remote shows in
// the shell's single viewport.

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastEntry extends ToastInput {
  id: string;
  open: boolean;
}

/** Only one toast is visible at a time; a new one replaces the previous. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the list (closed) this long before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

type Listener = (toasts: readonly ToastEntry[]) => void;

let toasts: readonly ToastEntry[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: readonly ToastEntry[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  const targets = id ? [id] : toasts.map((t) => t.id);
  targets.forEach(scheduleRemoval);
  emit(toasts.map((t) => (targets.includes(t.id) ? { ...t, open: false } : t)));
}

export function updateToast(id: string, patch: Partial<ToastInput>) {
  emit(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)));
}

/** Shows a toast and returns handles to update or dismiss it. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: Partial<ToastInput>) => updateToast(id, patch),
  };
}

export function getToasts(): readonly ToastEntry[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
