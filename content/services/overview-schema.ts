import * as z from 'zod';
import { closingCall, searchListing, titledText as text } from '../shared/fields';
import { pageLimits } from '../shared/limits';

/**
 * The services overview's words as one file, content/services/overview.yaml (the editor's “Services overview”): the
 * search listing, the hero and the closing call. Its bands, one per service group with its services, are read from
 * the groups (./groups.ts) and the service files when the page is drawn. The loader and `npm run content:check`
 * apply it, and the editor's form is derived from it (overview.keystatic.ts). Text may quote a site value as {{key}}
 * (content/page-values.ts), and the counts of the services and their groups as {{services.count}} and
 * {{serviceGroups.count}}.
 */

export const servicesOverviewLimits = pageLimits({ metaTitle: { min: 5, max: 60 } });

const L = servicesOverviewLimits;

export const servicesOverviewSchema = z.strictObject({
  meta: searchListing(L.metaTitle, L.metaDescription),
  hero: z
    .strictObject({
      label: text(L.label.min, L.label.max, 'Label', 'The small uppercase label above the headline'),
      headline: text(L.headline.min, L.headline.max, 'Headline'),
      intro: text(L.intro.min, L.intro.max, 'Introduction', 'One or two sentences under the headline; {{services.count}} and {{serviceGroups.count}} are the numbers of services and of their groups'),
      ctaLabel: text(L.ctaLabel.min, L.ctaLabel.max, 'Button', 'A button that promises a call leads to the booking form, any other to the quote request (/contact?topic=quote)'),
    })
    .meta({ title: 'Hero' }),
  closing: closingCall(L),
});

export type ServicesOverviewFile = z.output<typeof servicesOverviewSchema>;
