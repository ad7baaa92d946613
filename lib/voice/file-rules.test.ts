import { describe, expect, it } from 'vitest';
import { spellingProblems, titleCaseProblems, typedPriceProblems } from './file-rules';

/** The rules content:check and the editor's Save apply to one file's text, each on a failing fixture and a passing one. */
describe('the text rules of a content file', () => {
  const file = 'content/press/news/launch.yaml';

  it('refuse British spelling, naming the field', () => {
    expect(spellingProblems(file, 'title: A colour system for launch\n', 'yaml')).toEqual([`${file}: title: “colour” is British spelling, write “color” (docs/voice.md)`]);
    expect(spellingProblems(file, 'title: A color system for launch\n', 'yaml')).toEqual([]);
  });

  it('refuse a Title Case label or heading, and leave names and running text alone', () => {
    expect(titleCaseProblems(file, 'link:\n  label: Read The Full Story\n')).toEqual([expect.stringMatching(/launch\.yaml: link\.label: "Read The Full Story" is in Title Case/)]);
    expect(titleCaseProblems(file, 'link:\n  label: Senior Frontend Developer\nexcerpt: Not A Label\n')).toEqual([]);
    expect(titleCaseProblems('content/blog/articles/x.md', '---\ntitle: x\n---\n\n## How We Ship Software\n')).toEqual([expect.stringMatching(/x\.md: body \(heading\): "How We Ship Software"/)]);
  });

  it('refuse a price typed into a file that is not one of the offers’, and leave salaries and results alone', () => {
    expect(typedPriceProblems(file, 'excerpt: Prices now start at $60,000 for a web app.\n', 'yaml')).toEqual([
      expect.stringMatching(/launch\.yaml: excerpt: “Prices now start at \$60,000 for a web app\.” names a price that is not one of ours/),
    ]);
    expect(typedPriceProblems(file, 'excerpt: The pools reached $4.2M locked, and the band is $120,000 - $160,000.\n', 'yaml')).toEqual([]);
  });

  it('leave a file that does not parse to its collection', () => {
    expect(typedPriceProblems(file, 'title: [unclosed\n', 'yaml')).toEqual([]);
    expect(titleCaseProblems(file, 'title: [unclosed\n')).toEqual([]);
  });
});
