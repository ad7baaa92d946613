/**
 * The site's three legal documents as data: Privacy Policy, Terms of Service and Cookie Policy.
 * One template draws them (components/legal/legal-document.tsx). The texts describe what the
 * site actually does: form submissions (contact, job application, talent pool, newsletter and
 * chat messages) are stored by the site's own API in its own PostgreSQL database and the team
 * is notified by e-mail; there are no accounts, no third-party analytics or advertising and no
 * tracking; the only browser storage is strictly necessary localStorage.
 */
import type { PageMeta } from './shared/types';
import { RETENTION_MONTHS } from './lead-pages';
import { site } from './site';
import { VITALS_DAILY_CAP, VITALS_RETENTION_DAYS } from './data-retention';

export type LegalSlug = 'privacy' | 'terms' | 'cookies';

export interface LegalSection {
  /** Anchor of the section (table of contents link target); unique within its document. */
  id: string;
  heading: string;
  /**
   * The section's text. When a `list` is given it is drawn after the first paragraph and any
   * further paragraphs follow it, so a section can introduce a list and then close it.
   */
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  meta: PageMeta;
  /** ISO date (YYYY-MM-DD) of the current version. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

const company = site.legalName;
const email = site.email;
const address = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}, United States`;
const updated = '2026-11-01';

export const privacyPolicy: LegalDocument = {
  slug: 'privacy',
  title: 'Privacy Policy',
  meta: {
    title: 'Privacy Policy',
    description: `How ${site.name} collects, uses, stores and protects the personal data you send through our website's forms, and how to exercise your privacy rights.`,
  },
  updated,
  intro: `This policy explains what personal data ${company} collects through this website, why we collect it, how long we keep it and the choices you have. We collect only what you choose to send us, we store it in our own systems and we never sell it.`,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${company} ("${site.name}", "we", "us") is a software and technology services company based at ${address}. We are the controller of the personal data described in this policy, which means we decide why and how it is processed.`,
        `For any question about this policy or your personal data, e-mail us at ${email} with "Privacy" in the subject line. A member of our team who is responsible for data protection will answer.`,
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      paragraphs: [
        'The website has no accounts and no sign-in. We receive personal data only when you send it to us through one of these features:',
        'With every form we also store the time it was sent, your browser’s user-agent string and a keyed hash of your IP address (never the address itself), so that we can trace and stop abuse, and a random submission id so that a form sent twice is stored once. We do not ask for sensitive information such as health data, government identifiers or financial details, and we ask you not to include it in messages or resumes. When you visit the site, our hosting provider also records standard technical data in server logs (IP address, browser type, page requested, date and time), which we use only to keep the service running and secure.',
      ],
      list: [
        'Contact form: your name, e-mail address, company (optional) and your message.',
        'Job application form: your first and last name, e-mail address, phone number, the position and experience level you select, cover letter, technical skills, portfolio, GitHub or LinkedIn links and the resume file you upload.',
        'Talent-pool form: your full name, e-mail address, phone number (optional), location, current role, area of interest, key skills, professional summary, links (optional), resume file and your consent choice.',
        'Newsletter signup: your e-mail address (in lower case), whether you confirmed it and when, and whether you unsubscribed. The links in our e-mails carry random tokens; we store only a one-way hash of them.',
        'Chat widget: the message you write, your e-mail address if you give it (optional, so that we can reply) and the page you wrote from.',
      ],
    },
    {
      id: 'page-speed',
      heading: 'Page speed measurements',
      paragraphs: [
        `To know whether our pages are fast for the people who read them, each page view sends up to three small measurements to our own server when the page is left: how long the main content took to appear, how quickly the page answered taps and clicks, and how much the layout moved (Core Web Vitals). Each one carries only the page\'s address on this site, the measured value and its rating, and whether the screen is a phone, a tablet or a desktop. It carries no cookie, no identifier and nothing you typed; we do not store your IP address with it (a hash of it is kept in memory for ten minutes to limit abuse, then forgotten; a hash of it with the page is kept until the end of the day, so that one connection counts at most ${VITALS_DAILY_CAP} times per page and day, then deleted), and no third party receives it. Our server only adds each measurement to a daily count per page, so we can see, say, that the 75th percentile of a page's load time was 1.2 seconds; no single visit can be picked out or linked to you. We keep these counts for ${VITALS_RETENTION_DAYS} days.`,
      ],
    },
    {
      id: 'how-we-use-your-information',
      heading: 'How we use your information',
      paragraphs: [
        'We use personal data only for the purpose for which you sent it. Under the EU and UK General Data Protection Regulation (GDPR) each use needs a legal basis, which we list alongside it:',
        'When a form is submitted, our API stores it in our own PostgreSQL database (resumes in the same database, in the same step as the application they belong to) and then e-mails a notification with the submitted fields to the team inbox that handles it, through our e-mail delivery provider, so that we can reply promptly. Resumes are not attached to these e-mails; they stay in the database. A newsletter signup instead sends one e-mail to the address given, asking to confirm it. We do not use your data for automated decision-making or profiling, and we do not use it for advertising.',
      ],
      list: [
        'Replying to enquiries and chat messages, scheduling discovery calls and preparing proposals: our legitimate interest in answering people who contact us, or steps you ask us to take before entering into a contract.',
        'Assessing job applications and managing recruitment: steps you ask us to take before a possible employment contract, and our legitimate interest in hiring.',
        'Keeping your details in our talent pool to contact you about future openings: your consent, which you can withdraw at any time.',
        'Sending the newsletter: your consent, which you can withdraw with the unsubscribe link in every issue or by e-mailing us.',
        'Protecting the website against abuse, spam and attacks and keeping records required by law: our legitimate interests and our legal obligations.',
      ],
    },
    {
      id: 'recruitment',
      heading: 'Job applications, resumes and the talent pool',
      paragraphs: [
        'Resumes and application details are used for recruitment only. They are seen by the people involved in hiring for the role, such as the hiring manager, interviewers and the person coordinating recruitment, and are never shared outside the company except with the processors named below.',
        `If you apply for a specific position, we keep your application and resume for ${RETENTION_MONTHS} months from the day you sent it, so that we can consider you again and answer questions about the decision, and then delete both.`,
        `The talent pool is optional. If you tick the consent box on the resume form, we keep your details and resume for up to ${RETENTION_MONTHS} months to contact you about suitable roles. You can withdraw your consent at any time by e-mailing ${email}, and we will delete your details and your resume within 30 days.`,
      ],
    },
    {
      id: 'sharing-and-processors',
      heading: 'Who we share it with',
      paragraphs: [
        'We do not sell your personal data, we do not share it for cross-context behavioural advertising, and we do not give it to third parties for their own marketing. We share it only with service providers (processors) that handle it on our behalf, under written contracts that require them to keep it confidential, secure it and use it only on our instructions:',
        'We may also disclose personal data where the law requires it, to protect our rights or the safety of others, or to a successor if our business is reorganised or sold, in which case this policy continues to apply. Our systems are located in the United States. When personal data from the European Economic Area, the United Kingdom or Switzerland is transferred there, we rely on the European Commission\'s Standard Contractual Clauses or an equivalent safeguard.',
      ],
      list: [
        'Hosting provider: runs the website, our API and the PostgreSQL database in which submissions and uploaded resumes are stored.',
        'E-mail delivery provider: sends the notification e-mails to our team, our replies and, if you subscribed, the newsletter.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'We keep personal data only as long as we need it for the purpose it was collected for:',
        'When a retention period ends we delete the data or anonymise it so that it can no longer identify you. Deleted data may remain in encrypted backups for up to 35 days before those backups are overwritten.',
      ],
      list: [
        `Contact enquiries and chat messages: ${RETENTION_MONTHS} months from the day you sent them, unless they lead to a project, in which case they become part of our business records for that project.`,
        `Job applications and their resumes: ${RETENTION_MONTHS} months from the day you sent them.`,
        `Talent-pool profiles and their resumes: ${RETENTION_MONTHS} months from your consent, or until you withdraw it.`,
        `Newsletter subscriptions: until you unsubscribe. An address that was never confirmed, or that unsubscribed, is kept as that record for ${RETENTION_MONTHS} months from the signup, then deleted.`,
        `Notification e-mails waiting to be sent: deleted with the submission they belong to, at the latest after ${RETENTION_MONTHS} months.`,
        'Server logs: up to 30 days.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      paragraphs: [
        'We protect personal data with technical and organisational measures appropriate to the risk, including:',
        'No method of transmission or storage is completely secure, but we review these measures regularly. If a breach affecting your personal data occurs, we will notify you and the relevant authorities where the law requires it.',
      ],
      list: [
        'Encryption in transit (HTTPS with HSTS on every page and API call) and encryption at rest for the database, uploaded files and backups.',
        'Access limited to the team members who need the data for their work, with individual accounts and multi-factor authentication.',
        'Validation of every submission on the server, limits on file types and sizes for resume uploads, and protection against automated spam.',
        'A strict Content Security Policy and other security headers, and no third-party scripts on the website.',
        'Regular updates, backups and a documented process for handling security incidents.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and how to exercise them',
      paragraphs: [
        'Depending on where you live, data protection laws such as the GDPR, the UK GDPR and the California Consumer Privacy Act as amended by the CPRA (CCPA) give you rights over your personal data. We extend the following rights to everyone, wherever they are:',
        `To exercise any of these rights, e-mail ${email} and tell us which right you want to use and which form or e-mail address you used. We may ask for information to confirm your identity before acting on a request. We reply within one month (GDPR) or 45 days (CCPA); if we need more time, we will tell you why. Exercising your rights is free, and we will never treat you differently for doing so.`,
        'California residents may use an authorised agent to make a request on their behalf. Because we do not sell or share personal data, there is nothing to opt out of, but you may still ask us to confirm this. If you are in the EEA or the UK, you also have the right to lodge a complaint with your local data protection authority; we would appreciate the chance to address your concern first.',
      ],
      list: [
        'Access: ask for a copy of the personal data we hold about you and how we use it (the CCPA "right to know").',
        'Correction: ask us to correct data that is inaccurate or incomplete.',
        'Deletion: ask us to delete your data, unless we must keep it by law. We then erase the submission, its resume and any notification e-mail still waiting to be sent, in one step.',
        'Restriction and objection: ask us to limit how we use your data, or object to processing based on our legitimate interests.',
        'Portability: receive the data you gave us in a structured, machine-readable format.',
        'Withdrawal of consent: withdraw your talent-pool or newsletter consent at any time, without affecting processing that took place before.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        `This website is intended for businesses and job seekers and is not directed at children. We do not knowingly collect personal data from anyone under 16. If you believe a child has sent us personal data, please contact ${email} and we will delete it.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when our website, our services or the law change. The date at the top of this page shows when it was last updated. If we make a significant change, for example to the purposes for which we use personal data, we will announce it on the website before it takes effect and, where we have your e-mail address and the change affects you, tell you directly.',
        `Questions about this policy can be sent to ${email} or by post to ${company}, ${address}.`,
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  slug: 'terms',
  title: 'Terms of Service',
  meta: {
    title: 'Terms of Service',
    description: `The terms that apply when you use the ${site.name} website: acceptable use, intellectual property, content, liability, links and governing law.`,
  },
  updated,
  intro: `These terms govern your use of the website operated by ${company}. By using the website you agree to them, so please read them carefully; if you do not agree, please do not use the website.`,
  sections: [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      paragraphs: [
        `The website is operated by ${company} ("${site.name}", "we", "us"), ${address}. These terms apply to the website and the forms on it. They do not cover the software, consulting or other services we provide to clients, which are governed by a separate written agreement signed by both parties.`,
        'How we handle personal data you send through the website is described in our Privacy Policy, and how the website uses browser storage is described in our Cookie Policy; please read them alongside these terms.',
      ],
    },
    {
      id: 'use-of-the-website',
      heading: 'Using the website',
      paragraphs: [
        'You may browse the website, share links to it and use its forms to contact us, apply for a job or join our talent pool. When you do, you agree not to:',
        'We may suspend access to the website, remove content or refuse submissions that break these rules, and we may change or withdraw any part of the website at any time without notice.',
      ],
      list: [
        'break any law or the rights of others, or use the website to send spam, malicious code or unlawful content;',
        'attempt to gain unauthorised access to the website, its API, its database or the systems behind them, or to test their vulnerability without our written permission;',
        'disrupt or overload the website, including through automated submissions or scraping that places an unreasonable load on it;',
        'impersonate another person or submit information that you know to be false or that you are not entitled to share.',
      ],
    },
    {
      id: 'what-you-send-us',
      heading: 'What you send us',
      paragraphs: [
        'You are responsible for the information you submit and confirm that it is accurate and that you have the right to share it, including any third-party details in a resume or project description.',
        'Please do not send confidential information, trade secrets or source code through the website before we have signed a non-disclosure agreement with you; we are happy to sign one before a detailed discussion. Ideas and feedback sent through the website do not create any obligation for either party.',
        'Estimates, timelines and proposals that we discuss after you contact us are not binding offers. A commitment to deliver services exists only once a written agreement has been signed by both parties.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      paragraphs: [
        `The website and its content, including text, graphics, illustrations, logos, the ${site.name} name, page layouts and code, are owned by ${company} or its licensors and protected by copyright, trademark and other laws.`,
        'You may view, print or save pages for your own reference or to evaluate working with us. You may not copy, modify, republish or distribute the content, use our name or logo, or use the content to train machine-learning models without our prior written permission. Client names, product names and trademarks shown in case studies belong to their respective owners and appear with their permission or for identification only.',
      ],
    },
    {
      id: 'no-warranty',
      heading: 'Content is provided as is',
      paragraphs: [
        'The website presents our services and our work for general information. We try to keep it accurate and current, but we do not warrant that it is complete, error-free or up to date, or that the website will always be available, uninterrupted or free of harmful components.',
        'Figures, results and timelines shown on the website, such as project metrics, statistics and process durations, describe past work or typical engagements. They are not a promise of results for any future project, which depend on its scope and circumstances. Articles and insights are not legal, financial, investment or other professional advice.',
        'To the extent permitted by law, the website is provided "as is" and "as available", without warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      paragraphs: [
        `To the fullest extent permitted by law, ${company}, its officers, employees and contractors are not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising from your use of, or inability to use, the website or its content, even if we were advised of the possibility of such damages.`,
        'Because the website is provided free of charge, our total liability for any claim arising from your use of the website is limited to one hundred US dollars (US$100). Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud, or your rights as a consumer under the mandatory laws of the place where you live.',
      ],
    },
    {
      id: 'links',
      heading: 'Links to other websites',
      paragraphs: [
        'The website links to websites we do not control, such as our social media profiles and the websites of clients and technology providers. We provide these links for convenience only. We are not responsible for the content, availability or privacy practices of those websites, and a link does not mean that we endorse them.',
        'You may link to our home page or any other public page of the website, provided you do so fairly and do not suggest any association, approval or endorsement on our part that does not exist.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      paragraphs: [
        `These terms and any dispute arising from them or from your use of the website are governed by the laws of the State of ${site.address.regionName}, United States, without regard to its conflict-of-law rules. The state and federal courts located in ${site.address.regionName} have exclusive jurisdiction, and you and we agree to submit to them, except where the mandatory law of your country of residence gives you the right to bring a claim in your local courts.`,
        'Before starting formal proceedings, please contact us: most concerns can be resolved quickly and informally. If any provision of these terms is found unenforceable, the remaining provisions stay in effect.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may revise these terms from time to time, for example when we add features to the website or when the law changes. The date at the top of this page shows when they were last updated. The version published when you use the website applies to that use; continuing to use the website after a change means that you accept the revised terms.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        `If you have questions about these terms, write to us at ${email} or by post to ${company}, ${address}. You can also reach us by phone at ${site.phone.display}.`,
      ],
    },
  ],
};

export const cookiePolicy: LegalDocument = {
  slug: 'cookies',
  title: 'Cookie Policy',
  meta: {
    title: 'Cookie Policy',
    description: `${site.name} sets no tracking, analytics or advertising cookies. Learn what little browser storage the website uses, why it is needed and how to clear it.`,
  },
  updated,
  intro: `The short version: this website sets no tracking, analytics or advertising cookies. It keeps a small amount of strictly necessary information in your browser's local storage so that some features work, and nothing else. This policy explains the details.`,
  sections: [
    {
      id: 'cookies-and-similar-technologies',
      heading: 'Cookies and similar technologies',
      paragraphs: [
        'Cookies are small text files that a website stores in your browser and that are sent back to it with every request. Local storage is a similar technology: it lets a website keep information in your browser, but that information stays on your device and is not sent to the server automatically. Websites use both to remember choices, to keep features working or, very often, to track visitors across pages and across sites.',
        `This policy explains how ${company} uses these technologies on this website. The rules that apply to them, such as the EU ePrivacy Directive and the GDPR, allow storage that is strictly necessary for a service you request without consent, and require consent for everything else.`,
      ],
    },
    {
      id: 'what-we-use',
      heading: 'What this website stores',
      paragraphs: [
        'The website itself sets no cookies. It uses your browser\'s local and session storage for three strictly necessary purposes:',
        'These entries stay in your browser and are only read by this website. They contain nothing that identifies you unless you type it into a form yourself, and they are removed when they are no longer needed or when you clear them.',
      ],
      list: [
        'Chat outbox (local storage): when you send a message with the chat widget, a copy of it (the text, your e-mail address if you gave it, the page, the time and a random id) is kept until our API confirms it has stored it, so that nothing you write is lost if your connection drops; the next time you open a page of the site it is sent again. It is removed once delivery succeeds.',
        'Contact form draft (session storage): what you type into the contact form is kept for the current tab, so that reloading the page does not lose it. It is removed when the message is sent and when you close the tab.',
        'Interface preferences: small settings about how the website is displayed to you, so that the site remembers them on your next visit. They hold no personal information.',
      ],
    },
    {
      id: 'no-tracking',
      heading: 'No tracking, analytics or advertising',
      paragraphs: [
        'We do not use any of the following on this website:',
        'Our fonts, images and scripts are served from our own domain, so visiting a page does not send your IP address to font services, content networks or other third parties. Our hosting provider keeps standard server logs for security, as described in our Privacy Policy.',
      ],
      list: [
        'analytics or statistics tools that follow visitors, including Google Analytics and similar services (we only count how fast our pages load, without cookies or identifiers, as our Privacy Policy explains);',
        'advertising, retargeting or conversion-tracking cookies or pixels;',
        'social media plug-ins, share buttons or embedded content that set their own cookies;',
        'fingerprinting or any other technique that identifies or follows you across pages or websites.',
      ],
    },
    {
      id: 'why-no-banner',
      heading: 'Why there is no cookie banner',
      paragraphs: [
        'A consent banner is required only for storage that is not strictly necessary. Because everything this website stores is needed for a feature you choose to use, there is nothing to ask your consent for, and we would rather not interrupt your visit with a banner that offers no real choice.',
      ],
    },
    {
      id: 'managing-storage',
      heading: 'How to clear or block it',
      paragraphs: [
        'You are in control of what your browser keeps. You can remove this website\'s stored data at any time:',
        'If you block local storage, the website still works. The chat widget can then no longer keep an unsent message for you, so please wait until it confirms delivery before leaving the page, or contact us by e-mail instead.',
      ],
      list: [
        'Chrome and Edge: click the icon to the left of the address bar, open site settings and choose to delete data.',
        'Firefox: click the padlock in the address bar and choose "Clear cookies and site data".',
        'Safari on Mac: open Settings, then Privacy, then Manage Website Data, and remove this website.',
        'Safari on iPhone and iPad: open Settings, then Apps, then Safari, then Advanced, then Website Data, and remove this website.',
        'Any browser: a private or incognito window clears all stored data when you close it.',
      ],
    },
    {
      id: 'future-changes',
      heading: 'If this ever changes',
      paragraphs: [
        'Should we ever decide to measure how the website is used beyond page speed, we will announce it on this page before it starts, prefer privacy-friendly tools that do not use cookies, and ask for your consent first wherever the law requires it. No analytics will run until you have made a choice, and you will be able to change your mind at any time.',
        'The date at the top of this page shows when this policy was last updated.',
      ],
    },
    {
      id: 'contact',
      heading: 'Questions',
      paragraphs: [
        `If you have any questions about how this website uses cookies or browser storage, write to us at ${email}.`,
      ],
    },
  ],
};

export const legalDocuments: Record<LegalSlug, LegalDocument> = {
  privacy: privacyPolicy,
  terms: termsOfService,
  cookies: cookiePolicy,
};

export const legalSlugs = ['privacy', 'terms', 'cookies'] as const satisfies readonly LegalSlug[];
