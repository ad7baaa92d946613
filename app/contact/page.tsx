import { SectionPage } from '@/components/sections/section-page';
import { contactPage } from '@/content/contact';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...contactPage.meta, path: contactPage.path });

/** /contact: the enquiry form beside the direct contact details and what happens after sending. */
export default function ContactRoute() {
  return <SectionPage page={contactPage} />;
}
