'use client';

import dynamic from 'next/dynamic';

/**
 * The one toast layer (sonner with its defaults: 3 visible, 4000 ms, Alt+T), mounted once in
 * the root layout. It loads after hydration so that no page pays for it before first input.
 */
const Sonner = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false });

export function Toaster() {
  return <Sonner position="bottom-left" closeButton />;
}

/** Raises a toast through the one layer; sonner loads on demand if it is not there yet. */
export async function notify(kind: 'success' | 'info' | 'warning' | 'error', title: string, description?: string) {
  const { toast } = await import('sonner');
  toast[kind](title, description ? { description } : undefined);
}
