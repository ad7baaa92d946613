'use client';

import dynamic from 'next/dynamic';

/** The one toast layer's settings (sonner with its defaults otherwise: 3 visible, 4000 ms, Alt+T), whichever renderer drew the page. */
export const toasterOptions = { position: 'bottom-left', closeButton: true } as const;

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/**
 * The one toast layer, mounted once in the root layout of the Next pages. It loads after hydration so that no
 * page pays for it before first input. Pages Astro draws mount the same layer only when a toast is raised
 * (components/ui/toast-on-demand.ts).
 */
const Sonner = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false });

export function Toaster() {
  return <Sonner {...toasterOptions} />;
}

/** Raises a toast through the one layer; sonner loads on demand if it is not there yet. */
export async function notify(kind: ToastKind, title: string, description?: string) {
  const { toast } = await import('sonner');
  toast[kind](title, description ? { description } : undefined);
}
