import { SectionPage } from '@/components/sections/section-page';
import { internshipsPage } from '@/content/careers';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(internshipsPage);

/** /careers/internships: three paid internships, each opening the application form, and 'Why Intern With Us?'. */
export default function InternshipsRoute() {
  return <SectionPage page={internshipsPage} />;
}
