import { LegalDocumentView } from '@/components/legal/legal-document';
import { legalDocument } from '@/content/legal';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata() {
  return pageMetadata({ ...legalDocument('terms').meta, path: '/terms' });
}

export default function TermsPage() {
  return <LegalDocumentView doc={legalDocument('terms')} />;
}
