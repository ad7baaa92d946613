import { LegalDocumentView } from '@/components/legal/legal-document';
import { legalDocument } from '@/content/legal';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata() {
  return pageMetadata({ ...legalDocument('privacy').meta, path: '/privacy' });
}

export default function PrivacyPage() {
  return <LegalDocumentView doc={legalDocument('privacy')} />;
}
