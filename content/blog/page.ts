import type { PageMeta } from '../shared/types';

/** Copy of the blog list (/our-work/blog) and the article template (/insights/tech is content/blog/tech-insights.ts). */
export const blogPage = {
  meta: {
    title: 'Blog: engineering notes for buyers of software',
    description:
      'Practical articles from Northstack engineers and designers on AI, Web3, mobile, design, DevOps and security, written for CTOs, founders and product leads.',
  } satisfies PageMeta,
  hero: {
    label: 'Northstack blog',
    title: 'Notes from the people who build the software',
    intro:
      'What we have learned shipping AI features, smart contracts, mobile apps and delivery pipelines for clients, written for the people who have to decide, budget and sign off.',
  },
  featured: { eyebrow: 'Featured article', readLabel: 'Read the article' },
  list: {
    heading: 'All articles',
    filterLabel: 'Filter articles by category',
    /** Read aloud after a filter is chosen: '{count} articles in {category}'. */
    emptyTitle: 'No articles in this category yet',
    emptyBody: 'We publish when we have something useful to say, not on a schedule. Every other article is one click away.',
    showAll: 'Show all posts',
    feedLabel: 'RSS feed',
  },
  newsletter: {
    eyebrow: 'Newsletter',
    heading: 'One email a month, nothing else',
    body: 'New articles and the occasional checklist, sent once a month. No sales sequences; unsubscribe with one click.',
    label: 'Email address',
    placeholder: 'Enter your email',
    submit: 'Subscribe',
    sending: 'Subscribing…',
    successTitle: 'Almost there: check your inbox',
    successBody: 'We sent a confirmation link to {email}. Your subscription starts when you click it; if nothing arrives in ten minutes, look in your spam folder.',
    failureTitle: 'You are not subscribed',
    privacy: 'We use your address only for this newsletter.',
  },
  article: {
    backLabel: 'All articles',
    byline: 'Written by',
    publishedLabel: 'Published',
    tocLabel: 'On this page',
    relatedEyebrow: 'Keep reading',
    relatedHeading: 'Related articles',
    closing: {
      heading: 'Weighing a decision like this one?',
      body: 'Talk it through with the engineer who would lead your project. One call, a straight answer on approach, timeline and cost, and no obligation.',
      ctaLabel: 'Talk to an engineer',
    },
  },
  feed: {
    title: 'Northstack blog',
    description: 'Articles on AI, Web3, mobile, design, DevOps and security for buyers of software work.',
  },
} as const;
