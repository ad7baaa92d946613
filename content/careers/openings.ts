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
    pay: {
      level: 'a senior engineer, level 4 of the 6 on our engineering ladder',
      low: 'Five years of React in production, leading features inside a squad',
      high: 'Already the front-end lead of a product, mentoring other engineers',
    },
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
    validThrough: '2027-01-31',
    dayToDay: [
      'Own the front end of one client product at a time, usually a SaaS dashboard or a customer-facing web app, from architecture to release.',
      'Pair with the product designer on flows before they are final, and turn the design system into typed, accessible React components.',
      'Review pull requests within a working day, and keep the Lighthouse, axe and Playwright checks green in CI.',
      'Demo to the client at the end of every two-week sprint, and write the short weekly update their product owner reads.',
      'Spend about a tenth of your time on our shared component library and the front-end guild.',
    ],
    team: [
      { icon: 'users', title: 'A squad of five to seven', description: 'A delivery manager, a product designer, two to four engineers and QA, working on one client at a time.' },
      { icon: 'handshake', title: 'Close to the client', description: 'You work in the client’s Slack and join their planning, so decisions take hours, not weeks.' },
      { icon: 'git-branch', title: 'How we ship', description: 'Trunk-based development, a preview deploy for every pull request and releases several times a week.' },
    ],
    stack: [
      { category: 'Languages and frameworks', tools: ['TypeScript', 'React', 'Next.js', 'Node.js'] },
      { category: 'Styling and design', tools: ['Tailwind CSS', 'Radix UI', 'Storybook', 'Figma'] },
      { category: 'Quality', tools: ['Vitest', 'Playwright', 'axe-core', 'Lighthouse CI'] },
      { category: 'Delivery', tools: ['GitHub Actions', 'Vercel', 'AWS', 'Sentry'] },
    ],
    position: 'senior-frontend',
    hiringManager: 'elena-marchetti',
  },
  {
    id: 'ai-ml-engineer',
    title: 'AI/ML Engineer',
    department: 'Artificial Intelligence',
    location: 'Hybrid',
    locationDetail: 'Baltimore, MD, two days a week in the studio',
    type: 'Full-time',
    salary: { min: 100_000, max: 150_000, currency: 'USD', unit: 'YEAR' },
    pay: {
      level: 'an ML engineer at level 3 or 4 of the 6 on our engineering ladder',
      low: 'Three years shipping models, with one system of your own in production',
      high: 'Owns ML systems end to end, from evaluation design to on-call',
    },
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
    validThrough: '2027-02-07',
    dayToDay: [
      'Agree with the client what a model has to achieve, and fix the evaluation set before anyone trains anything.',
      'Build data pipelines and features, train and compare models, and write up what worked and what did not.',
      'Ship models behind APIs with monitoring for drift, latency and cost, and own them through their first months in production.',
      'Build retrieval-augmented assistants whose evaluation suite runs on every change to a prompt or an index.',
      'Spend two days a week in the Baltimore studio with the AI team for pairing, reviews and the weekly paper club.',
    ],
    team: [
      { icon: 'brain', title: 'An AI team of eight', description: 'ML engineers, a data engineer and an MLOps engineer, working across three or four client products at once.' },
      { icon: 'target', title: 'Measured, not demoed', description: 'Every model ships with an evaluation set agreed with the client and a dashboard the client can read.' },
      { icon: 'building', title: 'Two studio days', description: 'Tuesdays and Thursdays in the Baltimore studio; the rest of the week wherever you work best.' },
    ],
    stack: [
      { category: 'Modelling', tools: ['Python', 'PyTorch', 'XGBoost', 'scikit-learn'] },
      { category: 'LLMs and retrieval', tools: ['OpenAI API', 'Anthropic API', 'pgvector', 'LangGraph', 'Ragas'] },
      { category: 'Data and MLOps', tools: ['Airflow', 'dbt', 'Snowflake', 'MLflow', 'Docker'] },
      { category: 'Cloud', tools: ['AWS SageMaker', 'Google Vertex AI', 'Terraform'] },
    ],
    position: 'ai',
    hiringManager: 'priya-raman',
  },
  {
    id: 'ux-ui-designer',
    title: 'UX/UI Designer',
    department: 'Design',
    location: 'Remote',
    locationDetail: 'US and Canada time zones',
    type: 'Full-time',
    salary: { min: 70_000, max: 100_000, currency: 'USD', unit: 'YEAR' },
    pay: {
      level: 'a product designer at level 3 or 4 of the 6 on our design ladder',
      low: 'Three years of product design, with research you ran yourself',
      high: 'Leads a product’s design and its design system with a client',
    },
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
    validThrough: '2027-02-14',
    dayToDay: [
      'Run discovery workshops and user interviews with the client, and turn what you hear into flows the team can estimate.',
      'Design in Figma from wireframe to polished UI, on a design system whose tokens the engineers consume directly.',
      'Test prototypes with five to eight real users per round, and bring back what changes the plan.',
      'Join engineering reviews during the build, and sign off each screen in the browser, not only in Figma.',
    ],
    team: [
      { icon: 'palette', title: 'A design team of six', description: 'Product designers and a brand designer, each embedded in one or two delivery squads.' },
      { icon: 'search', title: 'Research with real users', description: 'Recruiting and incentives are budgeted in every project, so testing is never the first thing cut.' },
      { icon: 'layout', title: 'One design system', description: 'A shared Figma library and token pipeline that every client’s system starts from.' },
    ],
    stack: [
      { category: 'Design', tools: ['Figma', 'FigJam', 'Tokens Studio'] },
      { category: 'Research', tools: ['Maze', 'Dovetail', 'Lookback'] },
      { category: 'Prototyping', tools: ['ProtoPie', 'Framer'] },
      { category: 'Handoff', tools: ['Storybook', 'Zeroheight', 'GitHub'] },
    ],
    position: 'design',
    hiringManager: 'sofia-alvarez',
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
    location: 'Remote',
    locationDetail: 'US and Canada time zones',
    stipend: { min: 3_200, max: 3_200, currency: 'USD', unit: 'MONTH' },
    posted: '2026-11-02',
    validThrough: '2027-03-31',
    dayToDay: [
      'Pick up real tickets in a client web app from your first week, starting small and growing to a whole feature by month three.',
      'Pair with your mentor for an hour every day, and have every pull request reviewed line by line.',
      'Write the tests for what you build, from Vitest units to a Playwright journey.',
      'Present what you shipped at the squad demo that ends every two-week sprint.',
    ],
    team: [
      { icon: 'graduation', title: 'Your mentor', description: 'A senior frontend engineer on the same squad, with a weekly one-to-one set aside for you.' },
      { icon: 'users', title: 'Your squad', description: 'Five to seven people building one client product: you are one of its engineers, not a side project.' },
      { icon: 'calendar', title: 'Your cohort', description: 'Interns start together each season and meet every week to share what they learned.' },
    ],
    stack: [
      { category: 'Front end', tools: ['TypeScript', 'React', 'Next.js', 'Tailwind CSS'] },
      { category: 'Testing', tools: ['Vitest', 'Playwright', 'axe-core'] },
      { category: 'Delivery', tools: ['GitHub', 'GitHub Actions', 'Vercel'] },
    ],
    position: 'frontend-intern',
    hiringManager: 'elena-marchetti',
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
    location: 'Hybrid',
    locationDetail: 'Baltimore, MD, two days a week in the studio',
    stipend: { min: 3_600, max: 3_600, currency: 'USD', unit: 'MONTH' },
    posted: '2026-11-09',
    validThrough: '2027-06-30',
    dayToDay: [
      'Reproduce a baseline on a live client problem, then test two or three ideas against it on an agreed evaluation set.',
      'Clean and label data with the data engineer, and document every dataset you touch.',
      'Review results with our ML lead every week and decide together what to try next.',
      'Finish with a written report and a short talk that the team uses to decide what ships.',
    ],
    team: [
      { icon: 'brain', title: 'The AI team', description: 'Eight ML, data and MLOps engineers; you join the squad working on the client problem you study.' },
      { icon: 'graduation', title: 'Your mentor', description: 'A senior ML engineer who reviews your experiments and your code every week.' },
      { icon: 'building', title: 'Studio days', description: 'Tuesdays and Thursdays in Baltimore for pairing and the weekly paper club; the rest remote.' },
    ],
    stack: [
      { category: 'Research', tools: ['Python', 'PyTorch', 'scikit-learn', 'Jupyter'] },
      { category: 'Experiments', tools: ['Weights & Biases', 'MLflow'] },
      { category: 'LLMs and compute', tools: ['OpenAI API', 'pgvector', 'AWS GPU instances'] },
    ],
    position: 'ai-intern',
    hiringManager: 'priya-raman',
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
    location: 'Hybrid',
    locationDetail: 'Baltimore studio, or remote in US time zones',
    stipend: { min: 3_000, max: 3_000, currency: 'USD', unit: 'MONTH' },
    posted: '2026-11-16',
    validThrough: '2027-02-28',
    dayToDay: [
      'Join client research sessions and help turn interviews into findings the squad acts on.',
      'Design screens and states for a live product in Figma, on the team’s design system.',
      'Run a usability test of your own work with real users, with your mentor in the room.',
      'Present your designs to the client, and write up one project as a case study for your portfolio.',
    ],
    team: [
      { icon: 'palette', title: 'Your mentor', description: 'A senior product designer who reviews your work daily and meets you one-to-one every week.' },
      { icon: 'users', title: 'Your squad', description: 'Designers and engineers building one client product, with a demo at the end of every two-week sprint.' },
      { icon: 'layout', title: 'Design critique', description: 'Six designers share critique every Wednesday; you present there from your second month.' },
    ],
    stack: [
      { category: 'Design', tools: ['Figma', 'FigJam', 'Tokens Studio'] },
      { category: 'Research', tools: ['Maze', 'Dovetail'] },
      { category: 'Prototyping and handoff', tools: ['ProtoPie', 'Storybook'] },
    ],
    position: 'design-intern',
    hiringManager: 'sofia-alvarez',
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
