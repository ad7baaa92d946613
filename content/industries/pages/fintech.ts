import { offerTimelines, offers } from '../../company/promises';
import { facts, figureStat } from '../../company/figures';
import type { IndustryPage } from '../types';

const page: IndustryPage = {
  slug: 'fintech',
  meta: {
    title: 'Fintech software development services',
    description:
      'Fintech software development: banking apps, payment and lending platforms, fraud models and digital assets, built for PCI DSS, SOC 2 and KYC/AML from day one.',
  },
  hero: {
    label: 'Fintech software',
    headline: 'Financial products that move money safely and pass every audit',
    intro:
      'We design and build banking, payments and lending software with compliance, ledger integrity and security engineered in from the first sprint.',
    ctaLabel: 'Discuss your fintech product',
  },
  summary:
    'Digital banking apps, payment and lending platforms, fraud detection and digital asset products built for PCI DSS, SOC 2 and KYC/AML requirements.',
  stats: {
    kind: 'stats',
    id: 'impact',
    eyebrow: 'Impact',
    heading: 'Results from our financial services projects',
    items: [
      figureStat('paymentApiAvailability'),
      figureStat('kycOnboarding'),
      figureStat('reconciliationHours'),
      { value: offerTimelines.fintech.mvp, label: `To a compliant MVP in production, on our ${offers.fintech.name} offer` },
    ],
  },
  services: {
    kind: 'cards',
    tone: 'light',
    id: 'services',
    eyebrow: 'Services',
    heading: 'Fintech software services',
    intro:
      'From the customer’s first tap to the ledger entry behind it, we build the pieces a regulated financial product needs and connect them to the rails you use.',
    cards: [
      {
        icon: 'wallet',
        title: 'Digital banking and wallet apps',
        description:
          'Native and cross-platform apps for accounts, cards and transfers, designed so customers feel in control of their money and trust every screen.',
        features: [
          'Biometric login and device binding',
          'Card controls and instant freezes',
          'Apple Pay and Google Pay provisioning',
          'Spending insights and budgets',
        ],
        href: '/services/mobile-applications',
        linkLabel: 'Explore banking apps',
      },
      {
        icon: 'landmark',
        title: 'Payment and lending platforms',
        description:
          'Core services for payments, payouts and loans built on a double-entry ledger, with balances that reconcile against every processor and bank file.',
        features: [
          'Double-entry ledger and reconciliation',
          'Loan origination and servicing',
          'Card, ACH, RTP and FedNow rails',
          'PCI DSS scoped architecture',
        ],
        href: '/services/software-development',
        linkLabel: 'Explore custom software',
      },
      {
        icon: 'shield-check',
        title: 'Fraud and credit risk models',
        description:
          'Machine learning that scores transactions and applicants in milliseconds, with explanations your risk team and examiners can follow.',
        features: [
          'Real-time transaction scoring',
          'Explainable credit decisions',
          'Drift and fairness monitoring',
          'Feature store with audit history',
        ],
        href: '/services/machine-learning-development',
        linkLabel: 'Explore machine learning',
      },
      {
        icon: 'coins',
        title: 'Digital asset and tokenization products',
        description:
          `Custody, stablecoin payments and tokenized fund infrastructure from the studio that has delivered ${facts.web3Projects.value} Web3 client projects.`,
        features: [
          'MPC wallet custody',
          'Stablecoin payment flows',
          'Tokenized funds and settlement',
          'Independently audited smart contracts',
        ],
        href: '/services/blockchain-development',
        linkLabel: 'Explore blockchain development',
      },
      {
        icon: 'message',
        title: 'AI assistants for financial services',
        description:
          'Conversational assistants that answer balance, payment and dispute questions and hand complex cases to an agent with the context attached.',
        features: [
          'Balance, transfer and dispute flows',
          'Answers grounded in policy documents',
          'Escalation to human agents',
          'PII redaction in transcripts',
        ],
        href: '/services/ai-chatbot-development',
        linkLabel: 'Explore AI chatbots',
      },
      {
        icon: 'lock',
        title: 'Compliant cloud foundations',
        description:
          'Cloud environments with the segmentation, encryption and logging that PCI DSS assessors and SOC 2 auditors expect to see evidence of.',
        features: [
          'SOC 2 control mapping',
          'Key management with KMS and HSMs',
          'Multi-region failover',
          'Immutable audit logs',
        ],
        href: '/services/cloud-infrastructure',
        linkLabel: 'Explore cloud infrastructure',
      },
    ],
  },
  useCases: {
    kind: 'iconGrid',
    id: 'use-cases',
    eyebrow: 'Use cases',
    heading: 'Who we build for in financial services',
    intro:
      'Banks, start-ups and the infrastructure providers behind them each bring different regulators, partners and risk profiles; we have worked with all three.',
    items: [
      {
        icon: 'landmark',
        title: 'Neobanks and banking-as-a-service',
        description:
          'Account opening, card issuing and sponsor bank integrations for challenger brands launching on BaaS partners.',
      },
      {
        icon: 'dollar',
        title: 'Payments and payouts',
        description:
          'Merchant acquiring, marketplace payouts and cross-border transfers with routing logic that picks the cheapest reliable rail.',
      },
      {
        icon: 'hand-coins',
        title: 'Lending and BNPL',
        description:
          'Consumer, SMB and point-of-sale lending with bureau pulls, cash-flow underwriting and automated collections workflows.',
      },
      {
        icon: 'trending-up',
        title: 'Wealth and investing',
        description:
          'Robo-advice, brokerage and portfolio dashboards connected to custodians, market data feeds and tax-lot accounting.',
      },
      {
        icon: 'shield',
        title: 'Insurtech',
        description:
          'Quote-and-bind journeys, claims intake with document extraction and usage-based pricing driven by app or device data.',
      },
      {
        icon: 'scale',
        title: 'RegTech and compliance',
        description:
          'Transaction monitoring, sanctions screening and case management tools that help compliance teams clear alerts faster.',
      },
    ],
  },
  reasons: {
    kind: 'numbered',
    id: 'why-northstack',
    eyebrow: 'Why Northstack',
    heading: 'Why financial companies work with Northstack',
    items: [
      {
        title: 'Controls written into the backlog',
        description:
          'PCI DSS, SOC 2 and KYC/AML requirements become user stories with acceptance criteria, so audit evidence is produced as the product is built.',
      },
      {
        title: 'Open banking fluency',
        description:
          'We have integrated Plaid, MX and FDX-aligned bank APIs as well as PSD2 interfaces in Europe, including consent renewal and token expiry edge cases.',
      },
      {
        title: 'Ledgers that always balance',
        description:
          'Idempotent APIs, double-entry bookkeeping and daily automated reconciliation keep every cent traceable from customer screen to bank statement.',
      },
      {
        title: 'Security reviewed from outside',
        description:
          'Threat modeling, dependency scanning and third-party penetration tests run before each major release, and findings are tracked to closure.',
      },
    ],
  },
  closing: {
    heading: 'Build a financial product regulators and customers trust',
    body: 'Share your product idea, target licenses and partner banks, and we’ll propose an architecture, a compliance roadmap and a phased delivery plan.',
    ctaLabel: 'Book a call',
  },
};

export default page;
