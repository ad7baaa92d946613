/** The floating widget's promise (SPEC section 9) and its input rules. */
export const CHAT_REPLY_PROMISE = 'We usually reply within 2 hours';
export const CHAT_MESSAGE_MAX = 2000;

/** Send is enabled only for a message with something other than white space. */
export function canSendChatMessage(message: string): boolean {
  return message.trim().length > 0 && message.length <= CHAT_MESSAGE_MAX;
}

const OUTBOX_KEY = 'northstack:chat-outbox';

/**
 * Keeps a sent message in this browser until the lead-capture API delivers it, so nothing a
 * visitor writes is lost; returns the number of queued messages.
 */
export function queueChatMessage(message: string, storage: Pick<Storage, 'getItem' | 'setItem'>): number {
  let queue: { message: string; at: string }[] = [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]');
    if (Array.isArray(parsed)) queue = parsed as typeof queue;
  } catch {
    queue = [];
  }
  queue.push({ message: message.trim(), at: new Date().toISOString() });
  storage.setItem(OUTBOX_KEY, JSON.stringify(queue));
  return queue.length;
}
