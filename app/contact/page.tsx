import { ContactForm } from '@/components/contact/contact-form';
import { SectionPage } from '@/components/sections/section-page';
import { contactPage } from '@/content/contact';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(contactPage);

const contact = contactPage.sections.find((section) => section.kind === 'contact');

/** /contact: the enquiry form beside the direct contact details and what happens after sending. */
export default function ContactRoute() {
  if (!contact) throw new Error('/contact has no contact section');
  const { form, nextSteps, email } = contact;
  return (
    <SectionPage
      page={contactPage}
      leaves={{ form: <ContactForm heading={form.heading} intro={form.intro} steps={nextSteps.steps} fallbackEmail={email} /> }}
    />
  );
}
