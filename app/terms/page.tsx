import { LegalDocumentView } from '@/components/legal/legal-document';
import { termsOfService } from '@/content/legal';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...termsOfService.meta, path: '/terms' });

export default function TermsPage() {
  return <LegalDocumentView doc={termsOfService} />;
}
