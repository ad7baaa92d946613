// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditCopy, auditPage, bloxiosAudit } from '@/content/pages/study-audits';
import { CheckList } from './check-list';

describe('CheckList', () => {
  it('checks what is included and dashes what a list leaves out', () => {
    const included = render(<CheckList items={['Staking vault']} />).container;
    expect(included.querySelector('svg.lucide-check')).not.toBeNull();
    const excluded = render(<CheckList items={['The website']} mark="excluded" />).container;
    expect(excluded.querySelector('svg.lucide-check')).toBeNull();
    expect(excluded.querySelector('svg.lucide-minus')).not.toBeNull();
  });
});

describe("an audit's scope", () => {
  it('marks what was left out of the audit as left out', () => {
    const scope = auditPage(bloxiosAudit).sections.find((section) => section.id === 'scope');
    const cards = scope && 'cards' in scope ? scope.cards : [];
    expect(cards.map((card) => [card.title, card.featureMark ?? 'check'])).toEqual([
      [auditCopy.scope.inTitle, 'check'],
      [auditCopy.scope.outTitle, 'excluded'],
    ]);
  });
});
