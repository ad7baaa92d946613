/** The kinds of submission the site receives, as the CLI and the outbox name them. */
export const leadTypes = ['contact', 'job-application', 'talent-pool', 'newsletter', 'chat', 'booking'] as const;
export type LeadType = (typeof leadTypes)[number];

export function isLeadType(value: string): value is LeadType {
  return (leadTypes as readonly string[]).includes(value);
}
