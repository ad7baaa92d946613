export * from './types';
export * from './openings';
export * from './pages';
export * from './form-pages';
export * from './opening-pages';
export * from './pay';
