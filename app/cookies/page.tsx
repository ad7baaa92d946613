import { LegalDocumentView } from '@/components/legal/legal-document';
import { legalDocument } from '@/content/legal';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata() {
  return pageMetadata({ ...legalDocument('cookies').meta, path: '/cookies' });
}

export default function CookiesPage() {
  return <LegalDocumentView doc={legalDocument('cookies')} />;
}
