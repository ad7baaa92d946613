import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import { toasterOptions, type ToastKind } from './toaster';

let mounted = false;

/**
 * The toast layer (./toaster.ts loads this with the first toast): sonner's, at the end of the body, mounted once.
 * A toast raised before sonner's layer has subscribed is shown once it has (sonner replays the active toasts).
 */
export function raiseToast(kind: ToastKind, title: string, description?: string) {
  if (!mounted) {
    mounted = true;
    const host = document.createElement('div');
    document.body.append(host);
    createRoot(host).render(<Toaster {...toasterOptions} />);
  }
  toast[kind](title, description ? { description } : undefined);
}
