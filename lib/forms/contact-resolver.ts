import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, type ContactData, type ContactInput } from './contact';

/** The form's resolver: a module of its own so the browser loads zod only when the form first validates. */
export const contactResolver = zodResolver<ContactInput, unknown, ContactData>(contactSchema);
