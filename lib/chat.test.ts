import { describe, expect, it } from 'vitest';
import { CHAT_MARGIN_MIN_WIDTH, CHAT_MESSAGE_MAX, canSendChatMessage, chatTuckedAfterScroll, queueChatMessage, readChatOutbox, removeChatMessage } from './chat';

describe('chat widget validation', () => {
  it('disables Send for an empty or whitespace-only message', () => {
    expect(canSendChatMessage('')).toBe(false);
    expect(canSendChatMessage('   ')).toBe(false);
    expect(canSendChatMessage('\n\t  \n')).toBe(false);
  });
  it('enables Send once the message has text', () => {
    expect(canSendChatMessage('Hi')).toBe(true);
    expect(canSendChatMessage('  We need an MVP  ')).toBe(true);
  });
  it('refuses a message over the length limit', () => {
    expect(canSendChatMessage('a'.repeat(CHAT_MESSAGE_MAX))).toBe(true);
    expect(canSendChatMessage('a'.repeat(CHAT_MESSAGE_MAX + 1))).toBe(false);
  });
});

describe('chat outbox', () => {
  const memoryStorage = () => {
    const data = new Map<string, string>();
    return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
  };

  let counter = 0;
  const ids = () => `id-${++counter}`;

  it('keeps every unsent message, trimmed, in order, each with its submission id', () => {
    const storage = memoryStorage();
    const first = queueChatMessage({ message: '  first  ', email: ' a@example.com ', page: '/contact' }, storage, ids);
    queueChatMessage({ message: 'second' }, storage, ids);
    expect(readChatOutbox(storage, ids)).toEqual([
      expect.objectContaining({ submissionId: first.submissionId, message: 'first', email: 'a@example.com', page: '/contact' }),
      expect.objectContaining({ message: 'second' }),
    ]);
  });

  it('reuses the id when the same message is sent again, so a retry is stored once', () => {
    const storage = memoryStorage();
    const first = queueChatMessage({ message: 'hello there' }, storage, ids);
    expect(queueChatMessage({ message: ' hello there ' }, storage, ids).submissionId).toBe(first.submissionId);
    expect(readChatOutbox(storage)).toHaveLength(1);
    removeChatMessage(first.submissionId, storage);
    expect(readChatOutbox(storage)).toEqual([]);
  });

  it('reads what older versions stored (no id) and recovers from a corrupt outbox', () => {
    const storage = memoryStorage();
    storage.setItem('northstack:chat-outbox', JSON.stringify([{ message: 'old one', at: '2026-01-01T00:00:00.000Z' }]));
    expect(readChatOutbox(storage, ids)).toEqual([{ submissionId: expect.stringMatching(/^id-/), message: 'old one', at: '2026-01-01T00:00:00.000Z' }]);
    storage.setItem('northstack:chat-outbox', '{not json');
    queueChatMessage({ message: 'hello' }, storage, ids);
    expect(readChatOutbox(storage)).toHaveLength(1);
  });
});

describe('the chat button in its bar (phone to laptop) while scrolling', () => {
  const phone = { viewportHeight: 844, viewportWidth: 390, scrollHeight: 5000 };
  it('steps aside while scrolling down, and comes back scrolling up', () => {
    expect(chatTuckedAfterScroll({ ...phone, last: 0, y: 300 })).toBe(true);
    expect(chatTuckedAfterScroll({ ...phone, last: 300, y: 200 })).toBe(false);
  });
  it('decides nothing for less than 8 px', () => {
    expect(chatTuckedAfterScroll({ ...phone, last: 300, y: 307 })).toBeNull();
    expect(chatTuckedAfterScroll({ ...phone, last: 300, y: 293 })).toBeNull();
  });
  it('comes back at the end of the page, steps aside on a tablet or a laptop too, and never where it sits in the side margin', () => {
    expect(chatTuckedAfterScroll({ ...phone, last: 4000, y: 4156 })).toBe(false);
    expect(chatTuckedAfterScroll({ ...phone, viewportWidth: 768, last: 0, y: 300 })).toBe(true);
    expect(chatTuckedAfterScroll({ ...phone, viewportWidth: 1375, last: 0, y: 300 })).toBe(true);
    expect(chatTuckedAfterScroll({ ...phone, viewportWidth: CHAT_MARGIN_MIN_WIDTH, last: 0, y: 300 })).toBe(false);
  });
});
