import { describe, expect, it } from 'vitest';
import { chatSchema } from './chat';
import { cleanText } from './fields';

describe('cleanText', () => {
  it('replaces lone UTF-16 surrogates with U+FFFD and keeps real pairs (emoji)', () => {
    expect(cleanText('a\ud800b', false)).toBe('a\ufffdb');
    expect(cleanText('a\udfffb', false)).toBe('a\ufffdb');
    expect(cleanText('\udc00\ud800', false)).toBe('\ufffd\ufffd');
    expect(cleanText('🚀 日本語', false)).toBe('🚀 日本語');
    expect(cleanText('x\ud83d', true)).toBe('x\ufffd');
  });

  it('removes C0 controls, DEL, C1 controls and bidi overrides or isolates', () => {
    expect(cleanText('a\u0000b\u0007c\u001bd\u007fe', false)).toBe('abcde');
    expect(cleanText('a\u0080b\u0085c\u009bd\u009fe', false)).toBe('abcde');
    expect(cleanText('cv\u202efdp.exe \u2066x\u2069', false)).toBe('cvfdp.exe x');
  });

  it('keeps line breaks in multi-line text (CRLF to LF) and turns them into spaces in single-line text', () => {
    expect(cleanText('one\r\ntwo\rthree\tfour', true)).toBe('one\ntwo\nthree\tfour');
    expect(cleanText('one\r\ntwo\tthree', false)).toBe('one two three');
  });
});

describe('the chat page field', () => {
  const page = (value: string) => {
    const result = chatSchema.safeParse({ message: 'Hello there', page: value });
    return result.success ? result.data.page : 'refused';
  };

  it('loses control characters and keeps well-formed text, like every text field', () => {
    expect(page('/services/\u001b[31mdevops\u0007')).toBe('/services/[31mdevops');
    expect(page('/services/dev\u0000ops')).toBe('/services/devops');
    expect(page('/services/\u0085devops\u202e')).toBe('/services/devops');
    expect(page('/services/\ud800')).toBe('/services/\ufffd');
  });

  it('is still a path: no query, fragment, space or relative form', () => {
    expect(page('/services/devops?x=1')).toBe('refused');
    expect(page('/a#b')).toBe('refused');
    expect(page('services')).toBe('refused');
    expect(page('/a b')).toBe('refused');
    expect(page('\u0000')).toBe('refused');
    expect(page(`/${'x'.repeat(300)}`)).toBe('refused');
  });
});
