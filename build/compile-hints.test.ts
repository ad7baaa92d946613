import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from './compile-hints';

describe('the V8 compile hint', () => {
  it('is the first line of the script, and is added once', () => {
    const script = '(globalThis.TURBOPACK||[]).push([1,2])';
    const hinted = withCompileHint(script);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.endsWith(script)).toBe(true);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('is a line comment, so the script still parses as the same program', () => {
    const hinted = withCompileHint('globalThis.answer = 6 * 7;');
    const scope: { answer?: number } = {};
    new Function('globalThis', hinted)(scope);
    expect(scope.answer).toBe(42);
    expect(COMPILE_HINT.startsWith('//')).toBe(true);
  });
});
