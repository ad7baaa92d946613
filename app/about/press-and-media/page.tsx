import { SectionPage } from '@/components/sections/section-page';
import { pressPage } from '@/content/company/press';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...pressPage.meta, path: pressPage.path });

/** /about/press-and-media: dated news, the media kit (sizes read from the files) and press contacts. */
export default function PressRoute() {
  return <SectionPage page={pressPage} />;
}
