import { closingCta, heroWithCall } from '../booking-links';
import { getServiceEntry, serviceContactHref, type ServiceCatalogEntry } from './catalog';
import { heroArt } from '../hero-art';
import { proofForServices, proofSection } from './proof';
import { serviceQuotes } from '.';
import type { SectionPage } from '../shared/page';
import type { SectionBase } from '../shared/sections';
import { enquiryNextSteps } from '../company/promises';
import { callPriceLabel, pathPrices, type PathPrice } from '../company/prices';
import { callTypes, type CallTypeId } from '../scheduling';
import { growthPathEntries, type GrowthPath } from './growth-path-collection';

export type { GrowthPath } from './growth-path-collection';

/** How long a kind of call runs, in minutes (content/scheduling.ts). */
const callTypeMinutes = (id: CallTypeId) => callTypes.find((type) => type.id === id)?.minutes;

/** A growth path's services: link cards with the service's group, name and summary. */
export interface ServiceLinksPart extends SectionBase {
  services: readonly ServiceCatalogEntry[];
  linkLabel: string;
}

/** What a growth path costs (content/company/prices.ts): its priced parts, how it is billed, and the free first call. */
export interface PathPricePart extends SectionBase {
  price: PathPrice;
  /** The free first call, with its link. */
  call: { note: string; ctaLabel: string; href: string };
}

/** A phase of a growth path's timeline placed on its week track: from week `start`, `weeks` long; open-ended (ongoing) without `weeks`. */
export interface PlanPhase {
  title: string;
  duration: string;
  description: string;
  start: number;
  weeks?: number;
}

/**
 * A growth path's plan, the page's signature: the timeline as a track of weeks, with what the path costs and the
 * services it draws on beside it (components/pages/growth-paths/path-plan.tsx). The band is the timeline's
 * (`id`, heading); the price and the services keep their own anchors and headings inside it.
 */
export interface PathPlanSection extends SectionBase {
  kind: 'pathPlan';
  phases: readonly PlanPhase[];
  price: PathPricePart;
  services: ServiceLinksPart;
}

/** The growth path pages's own section kind, drawn by components/pages/growth-paths/ (see PageOwnSections). */
declare module '../shared/sections' {
  interface PageOwnSections {
    pathPlan: PathPlanSection;
  }
}

/** The growth paths (Launch, Scale, Transform), each from its file (content/services/growth-paths/), under /services/. */
export function growthPaths(): ReadonlyArray<GrowthPath> {
  return growthPathEntries();
}

export function getGrowthPath(slug: string): GrowthPath | undefined {
  return growthPaths().find((path) => path.slug === slug);
}

/** The Launch promise, which the home page shows over all three paths (SPEC "Home"): the Launch file's. */
export function growthPromise(): string {
  const launch = getGrowthPath('launch');
  if (!launch) throw new Error('content/growth-paths/entries/launch.yaml: (file): is missing (the home page shows its promise)');
  return launch.promise;
}

/** How long the weeks of a timeline phase add up to ('2 weeks' is 14 days; 'Ongoing' is 0). */
export function phaseDays(duration: string): number {
  const match = /^(\d+) weeks?$/.exec(duration);
  return match ? Number(match[1]) * 7 : 0;
}

/** A timeline's phases on its week track, one after the other from week 1; a phase that is not counted in weeks ('Ongoing') is open-ended. */
export function planPhases(timeline: GrowthPath['timeline']): PlanPhase[] {
  let start = 1;
  return timeline.map(({ phase, duration, description }) => {
    const weeks = phaseDays(duration) / 7;
    const placed: PlanPhase = { title: phase, duration, description, start, ...(weeks > 0 ? { weeks } : {}) };
    start += weeks;
    return placed;
  });
}

/** The weeks a placed phase spans, as the track and the hero art label it: 'wk 1-2', 'wk 1', 'wk 13+' (open-ended). */
export function weekRange(phase: PlanPhase): string {
  if (phase.weeks === undefined) return `wk ${phase.start}+`;
  return phase.weeks === 1 ? `wk ${phase.start}` : `wk ${phase.start}-${phase.start + phase.weeks - 1}`;
}

/**
 * A Launch / Scale / Transform page as a page module: the plan first (the timeline on its week track, its price from
 * content/company/prices.ts and the services behind it), then who it is for, what it includes and the proof band of
 * their work.
 */
export function growthPathPage(path: GrowthPath): SectionPage {
  const contactHref = serviceContactHref(path.slug);
  const proof = proofSection({
    heading: `Work delivered the way ${path.name} runs`,
    intro: `Case studies and projects built with the services ${path.name} draws on, each with a result the client measured.`,
    entries: proofForServices(path.services),
    testimonial: serviceQuotes().quotes.get(`/services/${path.slug}`),
  });
  return {
    path: `/services/${path.slug}`,
    meta: path.meta,
    hero: {
      ...heroWithCall(
        { label: `${path.name} · ${path.promise}`, headline: path.headline, intro: path.intro, ctaLabel: path.ctaLabel },
        contactHref,
        { label: 'Compare the three paths', href: '/#paths' },
      ),
      art: heroArt(path.art),
    },
    sections: [
      {
        kind: 'pathPlan',
        id: 'timeline',
        tone: 'dark',
        eyebrow: 'Timeline',
        heading: 'How the weeks are spent',
        intro: 'Every phase ends with a demo and a decision, so you always know what you are paying for.',
        phases: planPhases(path.timeline),
        price: {
          id: 'price',
          eyebrow: 'Price',
          heading: `What ${path.name} costs`,
          intro: pathPrices[path.slug].terms,
          price: pathPrices[path.slug],
          call: { note: `The ${callTypeMinutes('discovery')}-minute discovery call that starts it is ${callPriceLabel('discovery')} and commits you to nothing.`, ...closingCta('Book a discovery call', contactHref) },
        },
        services: {
          id: 'services',
          eyebrow: 'Services it draws on',
          heading: `The specialists behind ${path.name}`,
          services: path.services.map((slug) => getServiceEntry(slug)).filter((entry) => entry !== undefined),
          linkLabel: 'Explore the service',
        },
      },
      { kind: 'checkPoints', id: 'audience', eyebrow: 'Who it is for', heading: path.audience.heading, intro: path.tagline, points: path.audience.points },
      { kind: 'numbered', id: 'includes', eyebrow: 'What it includes', heading: `Everything ${path.name} delivers`, intro: path.summary, items: path.includes },
      ...(proof ? [proof] : []),
    ],
    closing: {
      heading: `Ready to ${path.name.toLowerCase()}?`,
      body: `Tell us where you are and where you need to be. ${enquiryNextSteps}`,
      ...closingCta(path.ctaLabel, contactHref),
    },
    contactHref,
    schema: { type: 'Service', name: path.meta.title, serviceType: 'Software product development' },
  };
}
