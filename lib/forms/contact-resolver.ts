import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchemaFor, type ContactData, type ContactInput } from './contact';

/** The form's resolver for its service choices: a module of its own so the browser loads zod only when the form first validates. */
export function contactResolverFor(serviceValues: readonly string[]) {
  return zodResolver<ContactInput, unknown, ContactData>(contactSchemaFor(serviceValues));
}
