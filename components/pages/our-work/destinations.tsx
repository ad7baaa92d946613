import { DestinationList } from '@/components/our-work/destination-list';
import type { DestinationsSection } from '@/content/pages/our-work';

/** The destinations as rows; the heading is there for screen readers. */
export function Destinations({ section }: { section: DestinationsSection }) {
  return (
    <>
      <h2 id={`${section.id}-title`} className="sr-only">
        {section.heading}
      </h2>
      <DestinationList items={section.items} />
    </>
  );
}
