import { ClientQuote } from '@/components/company/client-quote';
import {
  isDarkSection,
  type CardsSection,
  type FaqSection,
  type IconGridSection,
  type NumberedSection,
  type ProcessSection,
  type PageSection,
  type StoriesSection,
  type TechStackSection,
  type TestimonialsSection,
  type TimelinesSection,
} from '@/content/shared/sections';
import type { InternalPath } from '@/content/shared/types';
import { Accordion } from '@/components/ui/accordion';
import { BadgeList } from '@/components/ui/badge';
import { ButtonLink, CardLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { IconBadge } from '@/components/ui/icon-badge';
import { IconCardGrid } from '@/components/ui/icon-card-grid';
import { NumberedList } from '@/components/ui/numbered-list';
import { Section, type SectionTone } from '@/components/ui/section';
import { Timeline } from '@/components/ui/timeline';
import { CtaBlock } from '@/components/ui/cta-block';
import { cn } from '@/lib/cn';
import { Heading, HeadingWithAction } from '@/components/ui/band-heading';
import { StatsStrip } from './our-work-sections';
import { CheckPoints } from './check-points';
import { OwnSectionBody } from '@/components/pages/own-sections';
import type { SectionLeaves } from '@/components/pages/leaves';
import { Links } from './links';
import { Steps } from './steps';
import { Proof } from './proof';
import { FigureList, Stats } from './stats';
import { fitGrid } from '@/components/ui/fit-grid';
import { ctaHref } from '@/content/booking-links';

export type { SectionLeaves } from '@/components/pages/leaves';

/** Sections that draw their own band (tighter than the section rhythm) and take no part in the alternation. */
const framedKinds = ['statsStrip', 'featuredArticle', 'articleList', 'newsletter', 'claims', 'closing'] as const;
type FramedSection = Extract<PageSection, { kind: (typeof framedKinds)[number] }>;
type BandSection = Exclude<PageSection, FramedSection>;

function isFramed(section: PageSection): section is FramedSection {
  return (framedKinds as readonly string[]).includes(section.kind);
}

/** A band's own rhythm where it differs from the default section padding. */
const bandClass: Partial<Record<PageSection['kind'], string>> = {
  contact: '!pt-16 sm:!pt-20',
  // The tech articles continue the blog's masthead above them, as the blog's lead story does.
  articles: '!pt-12 sm:!pt-16',
  serviceGroup: '!py-16 sm:!py-20',
  // A case study's results continue its cover, whose artwork already stands on this band.
  metricCards: '!pt-16 sm:!pt-20',
  // A growth path's plan continues its dark hero: a hairline, not a full band's gap, between them.
  pathPlan: 'border-t border-white/10 !pt-16 sm:!pt-20',
};

/** The kinds drawn as a band of headline figures; a page shows one at most (DESIGN.md "A look of its own"). */
const statBandKinds: readonly PageSection['kind'][] = ['stats', 'statsStrip', 'claims', 'metricCards'];

/**
 * The stats sections after a page's first band of figures: drawn as figures beside their heading on a light band
 * (`FigureList`), so a page module with two never shows two dark bands of four statistics.
 */
export function laterStatSections(sections: readonly PageSection[]): ReadonlySet<string> {
  const first = sections.findIndex((section) => statBandKinds.includes(section.kind));
  return new Set(sections.filter((section, index) => index > first && first >= 0 && section.kind === 'stats').map((section) => section.id));
}

/**
 * The band of each section: light bands alternate between the page background and white so
 * that consecutive light sections stay distinct (starting from `firstBand`); sections that draw
 * their own band take no part; a closing call sits on the page background, so the light band
 * just before it is white.
 */
export function sectionTones(sections: readonly PageSection[], firstBand: 'light' | 'white' = 'light'): (SectionTone | undefined)[] {
  let light = firstBand === 'white' ? 1 : 0;
  const later = laterStatSections(sections);
  const tones = sections.map((section): SectionTone | undefined =>
    isFramed(section) ? undefined : isDarkSection(section) && !later.has(section.id) ? 'dark' : light++ % 2 === 0 ? 'light' : 'white',
  );
  sections.forEach((section, index) => {
    if (section.kind === 'closing' && index > 0 && tones[index - 1] === 'light') tones[index - 1] = 'white';
  });
  return tones;
}

/** Renders a page's sections in order, each in its band (see `sectionTones`). */
export function PageSections({
  sections,
  contactHref,
  leaves = {},
  firstBand = 'light',
}: {
  sections: readonly PageSection[];
  contactHref: InternalPath;
  leaves?: SectionLeaves;
  /** The tone of the first light band; the next ones alternate from it. */
  firstBand?: 'light' | 'white';
}) {
  const tones = sectionTones(sections, firstBand);
  const later = laterStatSections(sections);
  return (
    <>
      {sections.map((section, index) => {
        if (isFramed(section)) return <FramedBody key={section.id} section={section} leaves={leaves} />;
        const tone = tones[index] ?? 'light';
        const body =
          section.kind === 'stats' && later.has(section.id) ? (
            <FigureList section={section} />
          ) : (
            <SectionBody section={section} dark={tone === 'dark'} contactHref={contactHref} leaves={leaves} />
          );
        return (
          <Section
            key={section.id}
            id={section.id}
            tone={tone}
            labelledBy={`${section.id}-title`}
            className={bandClass[section.kind]}
          >
            {body}
          </Section>
        );
      })}
    </>
  );
}


function FramedBody({ section, leaves }: { section: FramedSection; leaves: SectionLeaves }) {
  switch (section.kind) {
    case 'statsStrip':
      return <StatsStrip section={section} />;
    case 'closing':
      return (
        <CtaBlock heading={section.heading} body={section.body} ctaLabel={section.primary.label} href={section.primary.href} secondary={section.secondary} />
      );
    // A page's own kind that draws its own band (the blog list's, the home page's claims continuing the dark hero), drawn beside that page (components/pages/).
    default:
      return <OwnSectionBody section={section} dark={false} leaves={leaves} />;
  }
}

function SectionBody({
  section,
  dark,
  contactHref,
  leaves,
}: {
  section: BandSection;
  dark: boolean;
  contactHref: InternalPath;
  leaves: SectionLeaves;
}) {
  switch (section.kind) {
    case 'numbered':
      return <Numbered section={section} dark={dark} />;
    case 'cards':
      return <Cards section={section} dark={dark} contactHref={contactHref} />;
    case 'iconGrid':
      return <IconGrid section={section} dark={dark} />;
    case 'stats':
      return <Stats section={section} dark={dark} />;
    case 'timelines':
      return <Timelines section={section} dark={dark} />;
    case 'techStack':
      return <TechStack section={section} dark={dark} />;
    case 'process':
      return <Process section={section} dark={dark} />;
    case 'stories':
      return <Stories section={section} dark={dark} />;
    case 'testimonials':
      return <Testimonials section={section} dark={dark} />;
    case 'faq':
      return <Faqs section={section} dark={dark} />;
    case 'proof':
      return <Proof section={section} dark={dark} />;
    case 'checkPoints':
      return <CheckPoints section={section} />;
    // Company, resources and contact pages:
    case 'links':
      return <Links section={section} dark={dark} />;
    // Home page kinds
    case 'steps':
      return <Steps section={section} dark={dark} />;
    // A kind one page uses, drawn beside that page (components/pages/).
    default:
      return <OwnSectionBody section={section} dark={dark} leaves={leaves} />;
  }
}

function Numbered({ section, dark }: { section: NumberedSection; dark: boolean }) {
  if (section.layout === 'columns') {
    return (
      <>
        <Heading section={section} dark={dark} />
        <div className="mt-14">
          <NumberedList items={section.items} dark={dark} columns={4} />
        </div>
      </>
    );
  }
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-20">
      <div className="lg:sticky lg:top-28 lg:self-start">
        <Heading section={section} dark={dark} />
      </div>
      <NumberedList items={section.items} dark={dark} />
    </div>
  );
}

function Cards({ section, dark, contactHref }: { section: CardsSection; dark: boolean; contactHref: InternalPath }) {
  const count = section.cards.length;
  return (
    <>
      <HeadingWithAction section={section} dark={dark}>
        {section.secondaryCta && (
          <ButtonLink href={section.secondaryCta.href ?? ctaHref(section.secondaryCta.label, contactHref)} variant={dark ? 'outline-dark' : 'secondary'} arrow>
            {section.secondaryCta.label}
          </ButtonLink>
        )}
      </HeadingWithAction>
      <ul className={cn('mt-14', fitGrid(count).list)}>
        {section.cards.map((card, index) => (
          <li key={card.title} className={cn('flex', fitGrid(count).item(index))}>
            <Card dark={dark} className="flex w-full flex-col">
              <IconBadge name={card.icon} dark={dark} />
              <h3 className={cn('mt-6 text-h3 font-semibold', dark ? 'text-on-dark' : 'text-fg')}>{card.title}</h3>
              {card.subtitle && (
                <p className={cn('mt-1 text-sm font-medium', dark ? 'text-accent-on-dark' : 'text-accent')}>{card.subtitle}</p>
              )}
              <p className={cn('mt-3 leading-7', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{card.description}</p>
              <CheckList items={card.features} dark={dark} mark={card.featureMark} className="mt-6" />
              {card.href && (
                <CardLink
                  href={card.href}
                  className={cn('mt-auto pt-6 text-sm', dark ? 'text-white hover:text-accent-on-dark' : 'text-accent hover:text-accent-hover')}
                >
                  {card.linkLabel ?? `More about ${card.title}`}
                </CardLink>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

function IconGrid({ section, dark }: { section: IconGridSection; dark: boolean }) {
  return (
    <>
      <Heading section={section} dark={dark} />
      <div className="mt-14">
        <IconCardGrid items={section.items} dark={dark} />
      </div>
    </>
  );
}

function Timelines({ section, dark }: { section: TimelinesSection; dark: boolean }) {
  return (
    <>
      <Heading section={section} dark={dark} />
      <ol className={cn('mt-14 grid gap-5 md:grid-cols-2', section.items.length === 3 && 'lg:grid-cols-3')}>
        {section.items.map((item, index) => (
          <li key={item.label} className="flex">
            <Card dark={dark} className="w-full">
              <p className={cn('eyebrow', dark ? 'text-on-dark-subtle' : 'text-fg-subtle')}>
                <span className="sr-only">Stage {index + 1}: </span>
                {item.label}
              </p>
              <p className={cn('mt-3 text-h2 font-semibold tabular-nums', dark ? 'text-on-dark' : 'text-fg')}>{item.duration}</p>
              <p className={cn('mt-4 leading-7', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{item.description}</p>
              <CheckList items={item.deliverables} dark={dark} className="mt-6" />
            </Card>
          </li>
        ))}
      </ol>
    </>
  );
}

function TechStack({ section, dark }: { section: TechStackSection; dark: boolean }) {
  return (
    <>
      <Heading section={section} dark={dark} />
      <dl className={cn('mt-14', fitGrid(section.categories.length, { gap: 'gap-10' }).list)}>
        {section.categories.map((category, index) => (
          <div key={category.category} className={cn('border-t pt-6', dark ? 'border-white/15' : 'border-line', fitGrid(section.categories.length).item(index))}>
            <dt className={cn('font-semibold', dark ? 'text-on-dark' : 'text-fg')}>{category.category}</dt>
            <dd className="mt-4">
              <BadgeList items={category.tools} dark={dark} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Process({ section, dark }: { section: ProcessSection; dark: boolean }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-20">
      <div className="lg:sticky lg:top-28 lg:self-start">
        <Heading section={section} dark={dark} />
      </div>
      <Timeline
        dark={dark}
        entries={section.phases.map((phase) => ({
          title: phase.title,
          duration: phase.duration,
          description: phase.description,
          details: [
            ...(phase.team ? [{ label: 'Team', items: phase.team }] : []),
            ...(phase.deliverables ? [{ label: 'Deliverables', items: phase.deliverables }] : []),
          ],
        }))}
      />
    </div>
  );
}

function Stories({ section, dark }: { section: StoriesSection; dark: boolean }) {
  return (
    <>
      <Heading section={section} dark={dark} />
      <ul className="mt-14 grid gap-5 lg:grid-cols-3">
        {section.items.map((story) => (
          <li key={story.title} className="flex">
            <Card dark={dark} className="flex w-full flex-col">
              <p className={cn('eyebrow', dark ? 'text-accent-on-dark' : 'text-accent')}>{story.industry}</p>
              <h3 className={cn('mt-4 text-h3 font-semibold', dark ? 'text-on-dark' : 'text-fg')}>{story.title}</h3>
              <p className={cn('mt-1 text-sm', dark ? 'text-on-dark-subtle' : 'text-fg-subtle')}>{story.client}</p>
              <p className={cn('mt-4 leading-7', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{story.description}</p>
              {/* The spacer takes the free height (mt-auto) and keeps at least pt-8 above the divider, so the results line up across cards. */}
              <div className="mt-auto pt-8">
                <dl className={cn('grid grid-cols-2 gap-4 border-t pt-6', dark ? 'border-white/10' : 'border-line')}>
                  {story.results.map((result) => (
                    <div key={result.label} className="flex flex-col-reverse justify-end">
                      <dt className={cn('mt-1 text-xs leading-5', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{result.label}</dt>
                      <dd className={cn('text-2xl font-semibold whitespace-nowrap tabular-nums', dark ? 'text-on-dark' : 'text-fg')}>{result.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

function Testimonials({ section, dark }: { section: TestimonialsSection; dark: boolean }) {
  return (
    <>
      <Heading section={section} dark={dark} />
      <ul className="mt-14 grid gap-5 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.person} className="flex">
            <ClientQuote person={item.person} quote={item.quote} dark={dark} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Faqs({ section, dark }: { section: FaqSection; dark: boolean }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-20">
      <Heading section={section} dark={dark} />
      <Accordion items={section.items} />
    </div>
  );
}


