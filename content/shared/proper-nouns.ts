/**
 * The names sentence case leaves capitalised (docs/voice.md): words that are names wherever they stand, and the texts
 * SPEC sets verbatim in Title Case. content/shared/copy-case.ts reads them; e2e/voice.spec.ts adds the names the
 * content holds (roles, services, people, case studies) from the content itself, so a new one needs no entry here.
 * A word with a capital after its first letter (SaaS, iOS, GitHub, AutoAI) or in capitals (AI, AWS) reads as a name
 * without being listed.
 */

/** Single words that are names: the studio, its offers, places, products and technologies. */
export const PROPER_NOUNS: ReadonlySet<string> = new Set([
  // the studio, its offers, the menu
  'Northstack', 'Launch', 'Scale', 'Transform',
  // places
  'Baltimore', 'Maryland', 'America', 'American', 'Europe', 'European', 'California', 'Switzerland', 'Kingdom', 'United', 'States',
  // platforms, products and technologies
  'React', 'Native', 'Android', 'Apple', 'Swift', 'Kotlin', 'Flutter', 'Jetpack', 'Compose', 'Kubernetes', 'Docker', 'Terraform',
  'Azure', 'Google', 'Cloud', 'Calendar', 'Meta', 'Quest', 'Unity', 'Shopify', 'Storefront', 'Ethereum', 'Solana', 'Polygon',
  'Hyperledger', 'Fabric', 'Besu', 'Chainlink', 'Foundry', 'Slither', 'Safe', 'Solidity', 'Rust', 'Python', 'Go', 'Node',
  'Postgres', 'Snowflake', 'Airflow', 'Kafka', 'Redis', 'Next', 'Astro', 'Vercel', 'Figma', 'Storybook', 'Three', 'Chain',
  'Store', 'Dribbble', 'Clutch', 'Slack', 'Zoom', 'Teams', 'Microsoft', 'Amazon', 'Lighthouse', 'Web', 'Progressive', 'Apps',
  // the case studies and their clients
  'Bloxios', 'Labs', 'Vision', 'Millennium', 'Lendora',
  // days and months
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'January', 'February', 'March', 'April', 'May',
  'June', 'July', 'August', 'September', 'October', 'November', 'December', 'Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug',
  'Sep', 'Sept', 'Oct', 'Nov', 'Dec',
]);

/** Names of more than one word whose parts are not names alone. */
export const NAME_PHRASES: ReadonlySet<string> = new Set(['App Store', 'Google Play', 'Play Store', 'Standard Contractual Clauses', 'European Commission', 'European Economic Area', 'HIPAA Security Rule', 'HIPAA Privacy Rule']);

/** Phrases SPEC sets in Title Case (its page names, menu items, buttons and headings); the site keeps them verbatim. */
export const SPEC_TEXTS: ReadonlySet<string> = new Set([
  'Connect With Our Team',
  'Read Full Case Study',
  'Start Your Project',
  'View All Case Studies',
  'Case Studies',
  'Deep Dive',
  'Submit Your Resume',
  'Why Intern With Us?',
  'Ready to Make an Impact?',
  'Application Form',
  'Submit Application',
  'Submit Resume',
  'Choose File',
  'Apply Now',
  'Security First Approach',
  'Revolutionary Features',
  'Unexpected Application Error!',
  'Return to Home',
  'Schedule a Call',
  'Our Work',
  'About Us',
  'Our Mission',
  'Our Team',
  'Press and Media',
  'Contact Us',
  'Privacy Policy',
  'Terms of Service',
  'Cookie Policy',
  'Open Positions',
  'Request Quote',
  'Tech Articles',
]);
