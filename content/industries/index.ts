import automotive from './pages/automotive';
import fintech from './pages/fintech';
import healthcare from './pages/healthcare';
import realEstate from './pages/real-estate';
import retail from './pages/retail';
import { industrySlugs } from './types';
import type { IndustryPage, IndustrySlug } from './types';

export const industryPages: Record<IndustrySlug, IndustryPage> = {
  automotive,
  fintech,
  healthcare,
  'real-estate': realEstate,
  retail,
};

export const industryList: IndustryPage[] = industrySlugs.map((slug) => industryPages[slug]);
