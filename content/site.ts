/**
 * The agency's identity in one place. SPEC does not name the agency: "Northstack" is a
 * placeholder the agency replaces here (and nowhere else).
 */
export const site = {
  name: 'Northstack',
  legalName: 'Northstack Technologies LLC',
  tagline: 'Software and technology studio',
  description:
    'Northstack designs and builds custom software, web and SaaS platforms, mobile apps, AI, XR and Web3 products for startups and enterprise brands.',
  url: process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.northstack.dev',
  email: 'hello@northstack.dev',
  careersEmail: 'careers@northstack.dev',
  phone: { display: '+1 (410) 555-0142', href: 'tel:+14105550142' },
  address: {
    street: '100 International Drive, Suite 1400',
    city: 'Baltimore',
    region: 'MD',
    regionName: 'Maryland',
    postalCode: '21202',
    country: 'US',
  },
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/northstack', icon: 'linkedin' },
    { name: 'GitHub', href: 'https://github.com/northstack', icon: 'github' },
    { name: 'X', href: 'https://x.com/northstack', icon: 'x' },
    { name: 'Dribbble', href: 'https://dribbble.com/northstack', icon: 'dribbble' },
    { name: 'Email', href: 'mailto:hello@northstack.dev', icon: 'mail' },
  ],
} as const;

