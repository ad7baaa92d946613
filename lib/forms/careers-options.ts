import { site } from '@/content/site';

/** The careers forms' choices (SPEC section 3), without zod, so pages render from them at once. */
import { positionOptions, type PositionValue } from '@/content/careers/positions';

export { positionOptions, type PositionValue };
export const positionValues = positionOptions.map((option) => option.value) as [PositionValue, ...PositionValue[]];

/** Years of experience (SPEC section 3). */
export const experienceOptions = [
  { value: '0-1', label: '0-1 years' },
  { value: '2-3', label: '2-3 years' },
  { value: '4-5', label: '4-5 years' },
  { value: '6-10', label: '6-10 years' },
  { value: '10+', label: '10+ years' },
] as const;
export type ExperienceValue = (typeof experienceOptions)[number]['value'];
export const experienceValues = experienceOptions.map((option) => option.value) as [ExperienceValue, ...ExperienceValue[]];

export function isPositionValue(value: string): value is PositionValue {
  return (positionValues as string[]).includes(value);
}

/** The talent-pool consent (SPEC section 5), naming the agency from the site configuration. */
export const TALENT_POOL_CONSENT = `I agree that ${site.name} may store and process my personal information for recruitment purposes according to its privacy policy.`;
