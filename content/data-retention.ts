/**
 * What the server keeps of field measurements, stated by the privacy policy (content/legal.ts) and
 * applied by the server as its defaults (lib/vitals.ts re-exports them for server/vitals/store.ts):
 * how many beacons one address counts per page, metric and UTC day (VITALS_DAILY_CAP; more are
 * dropped, so one visitor cannot set a page's p75) and how many days of counts are kept
 * (VITALS_RETENTION_DAYS).
 */
export const VITALS_DAILY_CAP = 3;
export const VITALS_RETENTION_DAYS = 90;
