import { LegalDocumentView } from '@/components/legal/legal-document';
import { privacyPolicy } from '@/content/legal';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...privacyPolicy.meta, path: '/privacy' });

export default function PrivacyPage() {
  return <LegalDocumentView doc={privacyPolicy} />;
}
