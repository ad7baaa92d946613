/** The positions a candidate can name (SPEC section 3): the careers forms offer them and every opening names one. */

/** Position of interest: exactly SPEC's values and labels, in SPEC's order. */
export const specPositionOptions = [
  { value: 'frontend', label: 'Frontend Developer' },
  { value: 'backend', label: 'Backend Developer' },
  { value: 'fullstack', label: 'Full Stack Developer' },
  { value: 'ai', label: 'AI/ML Engineer' },
  { value: 'design', label: 'UX/UI Designer' },
  { value: 'devops', label: 'DevOps Engineer' },
  { value: 'other', label: 'Other' },
] as const;

/**
 * The open roles whose exact title SPEC's list lacks, added after SPEC's values (which stay accepted):
 * 'Apply now' on each opening preselects its own title, never a nearby one (the openings collections refuse a
 * title that is not its position's label: content/careers/jobs.ts).
 */
export const addedPositionOptions = [
  { value: 'senior-frontend', label: 'Senior Frontend Developer' },
  { value: 'frontend-intern', label: 'Frontend Engineering Intern' },
  { value: 'ai-intern', label: 'AI/ML Research Intern' },
  { value: 'design-intern', label: 'Product Design Intern' },
] as const;

/** Every value the application accepts: SPEC's seven, then the added roles. */
export const positionOptions = [...specPositionOptions, ...addedPositionOptions] as const;
export type PositionValue = (typeof positionOptions)[number]['value'];

/** The choice for a general application: always offered, whatever is open. */
export const OTHER_POSITION = 'other' satisfies PositionValue;

type PositionOption = { readonly value: string; readonly label: string };

/**
 * The content gate for 'Apply Now': an opening must preselect an option whose label is its exact title. The field
 * to fix and why, or undefined when it can be preselected exactly (the openings collections run it on every file).
 */
export function preselectionProblem(
  opening: { title: string; position: string },
  options: readonly PositionOption[] = positionOptions,
): { field: 'title' | 'position'; reason: string } | undefined {
  const option = options.find((candidate) => candidate.value === opening.position);
  if (!option) return { field: 'position', reason: `'${opening.position}' is not an option of the form` };
  if (option.label === opening.title) return undefined;
  return { field: 'title', reason: `'Apply Now' would preselect '${option.label}', not '${opening.title}': the title must be the form's label for its position (a new title needs its option in content/careers/positions.ts)` };
}

/** The options the form offers: the roles open now (in the openings' order), then 'Other' for a general application. */
export function offeredPositionOptions<Option extends PositionOption>(openings: readonly { position: string }[], options: readonly Option[]): Option[] {
  const values = [...new Set([...openings.map((opening) => opening.position), OTHER_POSITION])];
  return values.flatMap((value) => options.filter((option) => option.value === value));
}
