import type { ToastKind } from './toaster';

/**
 * Raises a toast on a page with no React at load (the pages Astro draws, issue 37): the toast layer (React,
 * sonner and the layer of components/ui/toaster.tsx, ./toast-layer.tsx) loads and mounts with the first toast.
 * Nothing of it is among the page's first scripts.
 */
export async function notify(kind: ToastKind, title: string, description?: string) {
  const { raiseToast } = await import('./toast-layer');
  raiseToast(kind, title, description);
}
