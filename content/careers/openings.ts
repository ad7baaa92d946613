import type { HiringStep, Internship, Job } from './types';
import { replyTimes } from '../company/promises';

/**
 * The open positions (SPEC section 2 "Careers", salaries from section 9). /careers/positions,
 * the careers overview and the JobPosting data read them from here; an empty list shows SPEC's
 * 'No open positions at the moment. Check back soon!'.
 */
export const jobs: Job[] = [
  {
    id: 'senior-frontend-developer',
    title: 'Senior Frontend Developer',
    department: 'Engineering',
    location: 'Remote',
    locationDetail: 'US and Canada time zones',
    type: 'Full-time',
    salary: { min: 80_000, max: 120_000, currency: 'USD', unit: 'YEAR' },
    posted: '2026-11-02',
    description:
      'Lead the front end of client products, from SaaS dashboards to consumer web apps: shape component architecture, set the bar for accessibility and performance, and pair with designers from first sketch to release.',
    requirements: [
      '5+ years building production web apps with React and TypeScript',
      'Deep knowledge of HTML, CSS and accessibility (WCAG 2.2 AA)',
      'Experience with Next.js, server rendering and Core Web Vitals',
      'Comfortable owning testing, from unit tests to Playwright',
      'Clear written English for client-facing updates',
    ],
    position: 'frontend',
  },
  {
    id: 'ai-ml-engineer',
    title: 'AI/ML Engineer',
    department: 'Artificial Intelligence',
    location: 'Hybrid',
    locationDetail: 'Baltimore, MD, two days a week in the studio',
    type: 'Full-time',
    salary: { min: 100_000, max: 150_000, currency: 'USD', unit: 'YEAR' },
    posted: '2026-11-09',
    description:
      'Design, train and ship models that run in real products: retrieval-augmented assistants, forecasting and computer vision. You own the path from data and evaluation to a monitored service in production.',
    requirements: [
      '3+ years shipping machine learning systems to production',
      'Strong Python; PyTorch or TensorFlow, and solid SQL',
      'LLM work: retrieval, evaluation and prompt or fine-tuning strategies',
      'MLOps experience: pipelines, model serving and monitoring on AWS or GCP',
      'Able to explain trade-offs to non-specialist stakeholders',
    ],
    position: 'ai',
  },
  {
    id: 'ux-ui-designer',
    title: 'UX/UI Designer',
    department: 'Design',
    location: 'Remote',
    locationDetail: 'US and Canada time zones',
    type: 'Full-time',
    salary: { min: 70_000, max: 100_000, currency: 'USD', unit: 'YEAR' },
    posted: '2026-11-16',
    description:
      'Turn fuzzy product ideas into flows, prototypes and design systems that engineers love to build. You run discovery workshops with clients, test with real users and stay close to the team until launch.',
    requirements: [
      '3+ years of product design for web and mobile apps',
      'A portfolio showing research, interaction design and visual craft',
      'Expert in Figma, including components, variables and prototyping',
      'Experience running usability tests and acting on what you learn',
      'Working knowledge of accessibility and design tokens',
    ],
    position: 'design',
  },
];

/** The internship programme (durations from SPEC section 9). */
export const internships: Internship[] = [
  {
    id: 'frontend-engineering-intern',
    title: 'Frontend Engineering Intern',
    department: 'Engineering',
    duration: '3 months',
    type: 'Paid Internship',
    startDate: 'Summer 2027',
    description:
      'Build real features in a client web app with React and TypeScript, alongside a senior engineer who reviews your code every day.',
    benefits: ['A senior engineer as your mentor', 'Your code shipped to production', 'Remote, with flexible hours'],
    position: 'frontend',
  },
  {
    id: 'ai-research-intern',
    title: 'AI/ML Research Intern',
    department: 'Artificial Intelligence',
    duration: '3-6 months',
    type: 'Paid Internship',
    startDate: 'Fall 2027',
    description:
      'Prototype and evaluate models for a live client project, from data preparation to a written report the team acts on.',
    benefits: ['GPU time and real datasets', 'Weekly reviews with our ML lead', 'Length agreed around your studies'],
    position: 'ai',
  },
  {
    id: 'product-design-intern',
    title: 'Product Design Intern',
    department: 'Design',
    duration: '6 months',
    type: 'Paid Internship',
    startDate: 'Spring 2027',
    description:
      'Work through research, wireframes and polished UI for client products, and present your work to the people who use it.',
    benefits: ['Mentoring from a senior designer', 'Case studies for your portfolio', 'Hybrid or remote, your choice'],
    position: 'design',
  },
];

/** How hiring works, in order; shown on /careers and beside both forms. */
export const hiringSteps: HiringStep[] = [
  {
    title: 'We read your application',
    when: `Within ${replyTimes.application.within}`,
    description: 'The lead of the team you would join reads every application, and we reply by e-mail either way.',
  },
  {
    title: 'A 30-minute intro call',
    when: 'Week 2',
    description: 'A conversation about your work, what you want next and how we work with clients. Bring your questions.',
  },
  {
    title: 'A working session, not a test',
    when: 'Week 3',
    description: 'Ninety minutes pairing with two of us on a problem like the ones we solve. No unpaid take-home projects.',
  },
  {
    title: 'A decision and an offer',
    when: 'Within a week of the session',
    description: 'You hear from us within a week, with written feedback if it is a no, and a full offer if it is a yes.',
  },
];
