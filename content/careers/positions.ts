/** The positions a candidate can name (SPEC section 3): the careers forms offer them and every opening names one. */

/** Position of interest: exactly SPEC's values and labels, in SPEC's order. */
export const positionOptions = [
  { value: 'frontend', label: 'Frontend Developer' },
  { value: 'backend', label: 'Backend Developer' },
  { value: 'fullstack', label: 'Full Stack Developer' },
  { value: 'ai', label: 'AI/ML Engineer' },
  { value: 'design', label: 'UX/UI Designer' },
  { value: 'devops', label: 'DevOps Engineer' },
  { value: 'other', label: 'Other' },
] as const;
export type PositionValue = (typeof positionOptions)[number]['value'];
