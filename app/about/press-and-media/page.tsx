import { CompanyBlock, CompanyPageView } from '@/components/company/company-page';
import { MediaContacts, MediaKitList, NewsList } from '@/components/company/press';
import { pressPage } from '@/content/company/press';
import { organizationRef } from '@/lib/json-ld';
import { loadMediaKit } from '@/lib/media-kit';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...pressPage.meta, path: pressPage.path });

/** /about/press-and-media: dated news, the media kit (sizes read from the files) and press contacts. */
export default function PressRoute() {
  const files = loadMediaKit(pressPage.mediaKit.items);
  const { news, mediaKit, contacts, boilerplate } = pressPage;
  return (
    <CompanyPageView
      page={{ ...pressPage, hero: { ...pressPage.hero, actions: [{ label: 'Download the media kit', href: `${pressPage.path}#media-kit` }, { label: 'Press contacts', href: `${pressPage.path}#media-contacts` }] }, sections: [] }}
      before={
        <>
          <CompanyBlock block={news}>
            <NewsList items={news.items} />
          </CompanyBlock>
          <CompanyBlock block={mediaKit} tone="dark">
            <MediaKitList files={files} />
          </CompanyBlock>
          <CompanyBlock block={boilerplate} tone="white">
            <blockquote className="mt-10 max-w-4xl border-l-2 border-accent pl-6 text-lg leading-8 text-fg text-pretty">
              <p>{boilerplate.body}</p>
            </blockquote>
          </CompanyBlock>
          <CompanyBlock block={contacts}>
            <MediaContacts contacts={contacts.items} />
          </CompanyBlock>
        </>
      }
      jsonLd={{
        type: 'WebPage',
        organization: {
          contactPoint: contacts.items.map((contact) => ({
            '@type': 'ContactPoint',
            contactType: 'media relations',
            name: contact.name,
            email: contact.email,
            telephone: contact.phone.display,
          })),
        },
        hasPart: news.items.map((item) => ({ '@type': 'NewsArticle', headline: item.title, datePublished: item.date, publisher: organizationRef() })),
      }}
    />
  );
}
