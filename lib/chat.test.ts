import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, canSendChatMessage, queueChatMessage } from './chat';

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

  it('keeps every sent message, trimmed, in order', () => {
    const storage = memoryStorage();
    expect(queueChatMessage('  first  ', storage)).toBe(1);
    expect(queueChatMessage('second', storage)).toBe(2);
    const saved = JSON.parse([...storage.data.values()][0] ?? '[]') as { message: string }[];
    expect(saved.map((entry) => entry.message)).toEqual(['first', 'second']);
  });

  it('recovers from a corrupt outbox instead of losing the new message', () => {
    const storage = memoryStorage();
    storage.setItem('northstack:chat-outbox', '{not json');
    expect(queueChatMessage('hello', storage)).toBe(1);
  });
});
