import { SectionPage } from '@/components/sections/section-page';
import { pressPage } from '@/content/pages/press';
import { sectionPageMetadata } from '@/lib/metadata';

export function generateMetadata() {
  return sectionPageMetadata(pressPage());
}

/** /about/press-and-media: dated news, the media kit (sizes read from the files) and press contacts. */
export default function PressRoute() {
  return <SectionPage page={pressPage()} />;
}
