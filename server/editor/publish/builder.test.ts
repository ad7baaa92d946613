import { describe, expect, it } from 'vitest';
import { checkProblems } from './builder';

describe('the problems content:check prints, as the editor reads them', () => {
  it('keeps each file: field: reason line, named from content/, and drops the summary and other output', () => {
    const output = [
      'content:check: 1 file(s) cannot be published:',
      '/srv/editor-copy/content/careers/jobs/ux-ui-designer.yaml: title: must be at least 3 characters',
      'content/blog/articles/x.md: excerpt: must be at most 170 characters',
      'Node.js v24.21.0',
    ];
    expect(checkProblems(output, '/srv/editor-copy/content')).toEqual([
      'content/careers/jobs/ux-ui-designer.yaml: title: must be at least 3 characters',
      'content/blog/articles/x.md: excerpt: must be at most 170 characters',
    ]);
  });
});
