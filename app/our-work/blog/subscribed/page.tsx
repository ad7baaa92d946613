import { ThankYouPage } from '@/components/leads/thank-you-page';
import { thankYouPage } from '@/content/lead-pages';
import { pageMetadata } from '@/lib/metadata';

const page = thankYouPage('/our-work/blog/subscribed');

export const metadata = pageMetadata({ title: page.title, description: page.intro, path: page.path, noindex: true });

/** /our-work/blog/subscribed: where the form lands after a plain form post (noindex). */
export default function NewsletterSubscribedRoute() {
  return <ThankYouPage page={page} />;
}
