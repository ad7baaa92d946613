import * as z from 'zod';
import { heroArtScenes, type HeroArtScene } from '../hero-art';
import { closingCall, orderField, searchListing, titledText as text } from '../shared/fields';
import { pageLimits } from '../shared/limits';
import { blocks } from '../shared/section-blocks';
import { serviceGroupTitles } from './groups';

/**
 * One service page as a file, content/services/entries/<slug>.yaml (the file name is the page's address,
 * /services/<slug>, and the service's id wherever another file names it): the one declaration of its shape. The
 * loader and `npm run content:check` apply it (./collection.ts), and the editor's form is derived from it
 * (services.keystatic.ts). Its name, group, place and summary list it in the header menu, the footer, the sitemap,
 * /services, the contact form and the call picker. Text may quote a site value as {{key}} (content/page-values.ts).
 */

export const serviceLimits = pageLimits({
  summary: { min: 30, max: 120 },
  // Counted as written, {{key}} placeholders included (the filled text stays within 170: services.test.ts).
  metaDescription: { min: 100, max: 240 },
  serviceType: { min: 5, max: 80 },
});

const L = serviceLimits;
const artScenes = Object.keys(heroArtScenes) as [HeroArtScene, ...HeroArtScene[]];

export const serviceKinds = ['numbered', 'cards', 'iconGrid', 'stats', 'process', 'timelines', 'techStack', 'stories', 'testimonials', 'faq'] as const;

export const serviceSchema = z.strictObject({
  name: text(L.name.min, L.name.max, 'Service', 'Its name in the menus, the footer, the sitemap, on /services and in the contact form, e.g. DevOps'),
  group: z.enum(serviceGroupTitles, { error: `must be one of the service groups: ${serviceGroupTitles.join(', ')} (content/services/groups.ts)` }).meta({ title: 'Menu group', description: 'The heading it is listed under in the menus and on /services' }),
  order: orderField.meta({ title: 'Place in its group', description: '1 is listed first; no two services of a group share a place' }),
  summary: text(L.summary.min, L.summary.max, 'Summary', 'One line under its name in the services menu and on /services'),
  art: z.enum(artScenes, { error: 'must be one of the hero artworks in public/art/hero/ (content/hero-art.ts)' }).meta({ title: 'Hero artwork', description: 'The illustration beside the headline' }),
  meta: searchListing(L.metaTitle, L.metaDescription),
  serviceType: text(L.serviceType.min, L.serviceType.max, 'Kind of service', 'For search engines (schema.org serviceType), e.g. DevOps consulting and implementation'),
  hero: z
    .strictObject({
      label: text(L.label.min, L.label.max, 'Label', 'The small uppercase label above the headline, e.g. DevOps'),
      headline: text(L.headline.min, L.headline.max, 'Headline'),
      intro: text(L.intro.min, L.intro.max, 'Introduction', 'One or two sentences under the headline'),
      ctaLabel: text(L.ctaLabel.min, L.ctaLabel.max, 'Button', 'The button that leads to the contact form, with this service chosen'),
    })
    .meta({ title: 'Hero' }),
  sections: blocks(serviceKinds)
    .min(1, 'must have at least one section')
    .max(16, 'must have at most 16 sections')
    .meta({ title: 'Sections', description: 'In page order. The proof band (the work tagged with the service, content/services/proof.ts) goes before the testimonials or questions, or last' }),
  closing: closingCall(L),
});

export type ServiceFile = z.output<typeof serviceSchema>;
