import { getGrowthPath, type GrowthPath } from '@/content/services/growth-paths';
import { pathPrices, priceLabel } from '@/content/company/prices';
import type { PathsSection } from '@/content/home';
import { CardLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section';

/** The growth path with this slug; a slug without a path stops the build. */
function growthPath(slug: GrowthPath['slug']): GrowthPath {
  const path = getGrowthPath(slug);
  if (!path) throw new Error(`No growth path "${slug}" in content/services/growth-paths/`);
  return path;
}

/** The growth paths named by the section, as cards that each link to the path's page. */
export function GrowthPathCards({ section }: { section: PathsSection }) {
  return (
    <>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeading id={`${section.id}-title`} eyebrow={section.eyebrow} title={section.heading} intro={section.intro} />
        {section.note && (
          <p className="inline-flex items-center gap-2 self-start rounded-full bg-accent-soft px-4 py-2 text-sm font-medium text-accent lg:self-auto">
            <Icon name={section.note.icon} className="size-4" />
            {section.note.text}
          </p>
        )}
      </div>
      <ul className="mt-14 grid gap-5 lg:grid-cols-3">
        {section.paths.map(growthPath).map((path) => (
          <li key={path.slug} className="flex">
            <Card interactive className="flex w-full flex-col">
              <span className="inline-flex size-12 items-center justify-center rounded-md bg-ink text-white">
                <Icon name={path.icon} className="size-5" />
              </span>
              <h3 className="mt-6 text-h2 font-semibold">{path.name}</h3>
              <p className="mt-1 text-sm font-medium text-accent">{path.tagline}</p>
              <p className="mt-4 leading-7 text-fg-muted">{path.summary}</p>
              <CheckList items={path.highlights} className="mt-6" />
              <p className="mt-6 border-t border-line pt-5 text-sm leading-6 text-fg-muted">
                <span className="block font-semibold text-fg">{priceLabel(pathPrices[path.slug].headline)}</span>
                {pathPrices[path.slug].headline.what}
              </p>
              <CardLink href={`/services/${path.slug}`} stretched className="mt-auto pt-8 text-fg after:rounded-lg hover:text-accent">
                Explore {path.name}
              </CardLink>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
