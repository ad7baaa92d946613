import { LegalDocumentView } from '@/components/legal/legal-document';
import { cookiePolicy } from '@/content/legal';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...cookiePolicy.meta, path: '/cookies' });

export default function CookiesPage() {
  return <LegalDocumentView doc={cookiePolicy} />;
}
