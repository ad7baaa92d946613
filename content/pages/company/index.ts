/** The company pages (/about and its pages, /team), one page module per file. */
export { aboutPage } from './about';
export { aboutUsPage } from './about-us';
export { missionPage } from './mission';
export { leadershipPage } from './leadership';
export { ourTeamPage } from './our-team';
export { partnershipsPage } from './partnerships';
export { teamShowcasePage } from './team-showcase';
export { howWeCountPage } from './how-we-count';
