/**
 * Toasts (§9: 3000 ms, close button, progress bar, at most 5). react-toastify is fetched on the
 * first toast rather than with every page (it queues toasts until its container mounts), which
 * keeps it out of the sign-in page's budget.
 */
type ToastKind = 'success' | 'error' | 'info';
type ToastModule = typeof import('react-toastify/unstyled');

let loading: Promise<ToastModule> | null = null;
const listeners = new Set<() => void>();
let requested = false;

/** The toast host mounts its container once the first toast is asked for. */
export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  if (requested) listener();
  return () => listeners.delete(listener);
}

export function loadToastModule(): Promise<ToastModule> {
  loading ??= import('react-toastify/unstyled');
  return loading;
}

export function showToast(kind: ToastKind, message: string) {
  if (!requested) {
    requested = true;
    for (const l of listeners) l();
  }
  void loadToastModule().then(({ toast }) => toast[kind](message));
}
