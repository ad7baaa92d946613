// The stats section: a page's band of headline figures, and (`FigureList`) a later set of figures on a light band.
import { Heading } from '@/components/ui/band-heading';
import { LinkedFootnote } from '@/components/ui/linked-footnote';
import { StatGrid } from '@/components/ui/stat-grid';
import { statsFootnote } from '@/content/company/fact-sheet-links';
import { bandStats } from '@/content/company/figures';
import { projectLinks } from '@/content/services/proof';
import type { StatsSection } from '@/content/shared/sections';
import type { Stat } from '@/content/shared/types';

/**
 * A statistic with the note its figure needs (a result's projects, a best case's median, a survey's sample, the total a
 * count is part of), whether the page picked it by id or quotes its value and label (a page file's {{fact.*}}), and a
 * link to each project it names.
 */
function withProjectLinks(stat: Stat): Stat {
  const { note } = stat;
  const links = projectLinks(note?.projects ?? []);
  if (!note) return stat;
  return { ...stat, note: links.length > 0 ? { ...note, links } : note };
}

export function Stats({ section, dark }: { section: StatsSection; dark: boolean }) {
  return (
    <>
      <Heading section={section} dark={dark} />
      <StatGrid items={bandStats(section.items).map(withProjectLinks)} dark={dark} className="mt-14" />
      <StatsFootnote section={section} dark={dark} />
    </>
  );
}

/** Where a band's figures are defined (the fact sheet), under them. */
function StatsFootnote({ section, dark }: { section: StatsSection; dark: boolean }) {
  return <LinkedFootnote footnote={section.footnote ?? statsFootnote()} dark={dark} />;
}

/** A page's second set of figures: beside its heading, two to a row, on a light band (not a second band of statistics). */
export function FigureList({ section }: { section: StatsSection }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-20">
      <Heading section={section} dark={false} />
      <div>
        <StatGrid items={bandStats(section.items).map(withProjectLinks)} variant="pair" />
        <StatsFootnote section={section} dark={false} />
      </div>
    </div>
  );
}
