import { describe, expect, it } from 'vitest';
import { oneLine, textBlock } from './plain-text';

describe('stored text in a mail', () => {
  it('keeps a header on one line: no line break can start a second header', () => {
    expect(oneLine('Ada\r\nBcc: victim@example.com')).toBe('Ada Bcc: victim@example.com');
    expect(oneLine('Ada\u2028Lovelace\u0085')).toBe('Ada Lovelace');
  });

  it('drops bidi overrides, zero-width and control characters, which would show a name other than the one stored', () => {
    expect(oneLine('\u202eevil\u202c Ada\u200b\u0007')).toBe('evil Ada');
    expect(oneLine(undefined)).toBe('');
  });

  it('keeps the line breaks of a message, as \\n, and nothing invisible', () => {
    expect(textBlock('First line\r\nsecond\u2029third\u202e\t end ')).toBe('First line\nsecond\nthird  end');
  });
});
