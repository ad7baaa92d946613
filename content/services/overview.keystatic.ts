import { derivedSingleton } from '../shared/zod-keystatic';
import { servicesOverviewSchema } from './overview-schema';

/** The services overview (/services) in the editor: every field derived from its schema (./overview-schema.ts). */
export default derivedSingleton(servicesOverviewSchema, { label: 'Services overview', path: 'content/services/overview', previewUrl: '/services' });
