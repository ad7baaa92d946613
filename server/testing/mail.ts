import { renderMail as renderWith, type AttachedResume, type MailMessage } from '../mail';
import { mailRenderers } from '../runtime';

/** An outbox row's mail as the running server's worker renders it (with every feature's renderers). */
export function renderMail(row: { id: string; kind: string; payload: Record<string, unknown> }, notifyTo: string | undefined, resume: AttachedResume | null = null): MailMessage {
  return renderWith(mailRenderers, row, notifyTo, resume);
}
