import { staffMember, type MonogramTone } from '@/content/company/people';
import type { Portrait } from '@/content/company/portraits';
import { callHosts, type CallType } from '@/content/scheduling';
import type { HostSummary } from '@/lib/forms/booking';

/**
 * Who takes calls, as the picker and the server-rendered pages show them: the roster's name and title
 * with the intro of content/scheduling.ts. One place joins them, so every view names a host alike.
 */
export function hostSummary(id: string): HostSummary | undefined {
  const host = callHosts.find((entry) => entry.id === id);
  if (!host) return undefined;
  const person = staffMember(host.id);
  return { id: host.id, name: person.name, title: person.title, intro: host.intro };
}

/** The hosts of a call type, in the picker's order. */
export function hostsOf(callType: CallType): HostSummary[] {
  return callType.hosts.map(hostSummary).filter((host): host is HostSummary => host !== undefined);
}

/** Every host as the picker draws them (the summary, the roster's avatar tone and photo), passed by the pages so the picker's chunk carries no roster. */
export function pickerHosts(): (HostSummary & { tone: MonogramTone; photo?: Portrait })[] {
  return callHosts.flatMap((host) => {
    const summary = hostSummary(host.id);
    if (!summary) return [];
    const { tone, photo } = staffMember(host.id);
    return [{ ...summary, tone, ...(photo && { photo }) }];
  });
}
