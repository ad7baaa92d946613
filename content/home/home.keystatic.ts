import { derivedSingleton } from '../shared/zod-keystatic';
import { homeSchema } from './schema';

/** The home page in the editor: every field derived from its schema (./schema.ts). */
export default derivedSingleton(homeSchema, { label: 'Home page', path: 'content/home/home', previewUrl: '/' });
