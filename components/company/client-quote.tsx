import { clientContact, type ClientContactId } from '@/content/company/people';
import { Avatar } from '@/components/ui/avatar';
import { QuoteCard } from '@/components/ui/quote-card';

/**
 * A client contact's words in a quote card, with their portrait, name, title and company: the testimonials
 * sections, the proof bands and a case study's leads all draw a client's quote with it.
 */
export function ClientQuote({ person, quote, label, dark = false }: { person: ClientContactId; quote: string; label?: string; dark?: boolean }) {
  const contact = clientContact(person);
  return (
    <QuoteCard
      quote={quote}
      name={contact.name}
      role={`${contact.title}, ${contact.company}`}
      {...(label ? { label } : {})}
      dark={dark}
      avatar={<Avatar name={contact.name} photo={contact.photo} className="size-11 rounded-full" />}
    />
  );
}
