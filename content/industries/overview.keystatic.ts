import { derivedSingleton } from '../shared/zod-keystatic';
import { industriesOverviewSchema } from './overview-schema';

/** The industries overview (/industries) in the editor: every field derived from its schema (./overview-schema.ts). */
export default derivedSingleton(industriesOverviewSchema, { label: 'Industries overview', path: 'content/industries/overview', previewUrl: '/industries' });
