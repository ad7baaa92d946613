import { zodResolver } from '@hookform/resolvers/zod';
import { jobApplicationSchema, type JobApplicationData, type JobApplicationInput } from './job-application';
import { talentPoolSchema, type TalentPoolData, type TalentPoolInput } from './talent-pool';

/**
 * The careers forms' resolvers: a module of their own so the browser loads zod only when a form
 * first validates (both forms share it; each page uses one).
 */
export const jobApplicationResolver = zodResolver<JobApplicationInput, unknown, JobApplicationData>(jobApplicationSchema);
export const talentPoolResolver = zodResolver<TalentPoolInput, unknown, TalentPoolData>(talentPoolSchema);
