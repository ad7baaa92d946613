/** The one toast layer's settings (sonner with its defaults otherwise: 3 visible, 4000 ms, Alt+T). */
export const toasterOptions = { position: 'bottom-left', closeButton: true } as const;

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/**
 * Raises a toast. No page loads React or sonner for toasts at load: the layer (./toast-layer.tsx) loads and
 * mounts with the first toast, on a page with islands and on one without.
 */
export async function notify(kind: ToastKind, title: string, description?: string) {
  const { raiseToast } = await import('./toast-layer');
  raiseToast(kind, title, description);
}
