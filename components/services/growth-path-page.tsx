import { SectionPage } from '@/components/sections/section-page';
import { growthPathPage, type GrowthPath } from '@/content/growth-paths';
import { service } from '@/lib/json-ld';

/** A Launch / Scale / Transform page: its page module, drawn by the section renderer, and its Service data. */
export function GrowthPathView({ path }: { path: GrowthPath }) {
  return (
    <SectionPage
      page={growthPathPage(path)}
      jsonLd={[
        service({
          name: path.meta.title,
          serviceType: 'Software product development',
          description: path.meta.description,
          path: `/services/${path.slug}`,
        }),
      ]}
    />
  );
}
