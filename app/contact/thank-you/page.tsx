import { ThankYouPage } from '@/components/leads/thank-you-page';
import { thankYouPage } from '@/content/lead-pages';
import { pageMetadata } from '@/lib/metadata';

const page = thankYouPage('/contact/thank-you');

export const metadata = pageMetadata({ title: page.title, description: page.intro, path: page.path, noindex: true });

/** /contact/thank-you: where the form lands after a plain form post (noindex). */
export default function ContactThankYouRoute() {
  return <ThankYouPage page={page} />;
}
