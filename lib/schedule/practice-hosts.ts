import { industryCatalog } from '@/content/industries/catalog';
import { callHosts, type CallType } from '@/content/scheduling';
import { serviceCatalog } from '@/content/services/catalog';

/** A page a call may be booked from: a service's or an industry's slug (the `service` parameter of a booking link). */
export type BookedFrom = { slug: string; name: string };

/** Every page a call may be booked from, with the name the picker writes into the topic ("About Fintech: "). */
export const bookingPractices: readonly BookedFrom[] = [...serviceCatalog(), ...industryCatalog()].map(({ slug, name }) => ({ slug, name }));

/**
 * The hosts (of `callType`, in its order) who lead the practice of the page a call was booked from: the service
 * groups and industries each host leads (content/scheduling.ts). None for an unknown page or none given: then
 * the round robin decides alone.
 */
export function practiceHosts(practice: string | null | undefined, callType: Pick<CallType, 'hosts'>): string[] {
  if (!practice) return [];
  const group = serviceCatalog().find((service) => service.slug === practice)?.group;
  const industry = industryCatalog().find((entry) => entry.slug === practice)?.slug;
  if (!group && !industry) return [];
  return callType.hosts.filter((id) => {
    const leads = callHosts.find((host) => host.id === id)?.leads;
    return Boolean(leads && ((group && leads.services.includes(group)) || (industry && leads.industries.includes(industry))));
  });
}

/** For the picker: each page's name and the hosts (of any call type) who lead its practice. */
export function pickerPractices(): Record<string, { name: string; leads: string[] }> {
  const everyHost = { hosts: callHosts.map((host) => host.id) };
  return Object.fromEntries(bookingPractices.map(({ slug, name }) => [slug, { name, leads: practiceHosts(slug, everyHost) }]));
}
