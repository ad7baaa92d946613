import { chatReplyPromise, queueChatMessage, readChatOutbox, removeChatMessage, type QueuedChatMessage } from '@/lib/chat';

/**
 * Sending the chat widget's messages, for the script that enhances the server-drawn widget
 * (components/layout/chat-enhance.ts): the browser outbox (lib/chat.ts) keeps a message until the server has stored it.
 */

type OutboxStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** One message to POST /api/chat; the submission client loads on first use, not with every page. */
export async function sendChat(entry: QueuedChatMessage) {
  const { submitForm } = await import('./submit');
  return submitForm('chat', { message: entry.message, email: entry.email ?? '', page: entry.page }, { submissionId: entry.submissionId });
}

let outboxFlushed = false;

/** Delivers what earlier visits left in this browser's outbox (once per page load, the first call). */
export async function flushChatOutbox(storage: OutboxStorage) {
  if (outboxFlushed) return;
  outboxFlushed = true;
  for (const entry of readChatOutbox(storage)) {
    try {
      const result = await sendChat(entry);
      // Stored, or refused for good (invalid): either way it leaves the outbox.
      if (result.ok || (result.kind === 'status' && result.status === 400)) removeChatMessage(entry.submissionId, storage);
      else break;
    } catch {
      break;
    }
  }
}

/** What the widget shows once a send is over: the toast of a stored message, or the problem under the form. */
export type ChatSendOutcome = { sent: true; title: string; description: string } | { sent: false; problem: string };

/**
 * Keeps the message in this browser's outbox, sends it, and says what to show: a message the server stored
 * leaves the outbox (so does one it refused for good, 400); any other failure keeps it there for the next page.
 */
export async function sendChatMessage(draft: { message: string; email: string; page: string }, hoursLabel: string, storage: OutboxStorage): Promise<ChatSendOutcome> {
  // Kept in this browser until the server has stored it: nothing typed is lost.
  const entry = queueChatMessage(draft, storage);
  try {
    const result = await sendChat(entry);
    if (result.ok) {
      removeChatMessage(entry.submissionId, storage);
      const email = draft.email.trim();
      const promise = chatReplyPromise(hoursLabel);
      return { sent: true, title: 'Message received', description: email ? `${promise}, to ${email}.` : `${promise}. Add your email next time so we can write back.` };
    }
    if (result.kind === 'status' && result.status === 400) removeChatMessage(entry.submissionId, storage);
    const fieldMessage = result.fields ? Object.values(result.fields)[0] : undefined;
    return { sent: false, problem: `Not sent. ${fieldMessage ?? result.message}` };
  } catch {
    return { sent: false, problem: 'Not sent. We could not reach our server; your message is kept and goes out when you next open this page.' };
  }
}
