import automotive from './pages/automotive';
import fintech from './pages/fintech';
import healthcare from './pages/healthcare';
import realEstate from './pages/real-estate';
import retail from './pages/retail';
import { industryCatalog, type IndustryEntry, type IndustrySlug } from './catalog';
import type { IndustryPage } from './types';

export const industryPages: Record<IndustrySlug, IndustryPage> = {
  automotive,
  fintech,
  healthcare,
  'real-estate': realEstate,
  retail,
};

/** Each industry's catalog entry with its page content, in menu order. */
export const industryList: (IndustryEntry & { page: IndustryPage })[] = industryCatalog.map((entry) => ({
  ...entry,
  page: industryPages[entry.slug],
}));
