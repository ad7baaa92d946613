import { SectionPage } from '@/components/sections/section-page';
import { ourWorkDestinations, ourWorkPage } from '@/content/our-work';
import { collectionPage } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...ourWorkPage.meta, path: '/our-work' });

/** /our-work: the way to the portfolio, the case studies and the blog, then the studies at a glance. */
export default function OurWorkOverview() {
  return (
    <SectionPage
      page={ourWorkPage}
      jsonLd={[
        collectionPage({
          name: ourWorkPage.meta.title,
          description: ourWorkPage.meta.description,
          path: '/our-work',
          items: ourWorkDestinations.map((item) => ({ name: item.name, path: item.href })),
        }),
      ]}
    />
  );
}
