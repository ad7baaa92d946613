import { figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'blockchain-consulting',
  meta: {
    title: 'Blockchain consulting',
    description:
      'Blockchain consulting on feasibility, platform selection, tokenomics, threat modeling and audit readiness: vendor-neutral advice before you build.',
  },
  serviceType: 'Blockchain consulting',
  hero: {
    label: 'Blockchain consulting',
    headline: 'Know whether blockchain fits before you build',
    intro:
      'Independent advice on feasibility, platform choice, tokenomics and security, so you commit budget to a blockchain project with a clear case and a realistic plan.',
    ctaLabel: 'Book a discovery call',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'Clear answers before the first line of Solidity',
      items: [
        {
          title: 'Feasibility assessment',
          description:
            'An honest verdict on whether a shared ledger beats a conventional database for your use case, with the trade-offs spelled out.',
        },
        {
          title: 'Platform and architecture selection',
          description:
            'Ethereum, L2 rollups, Solana, Hyperledger Fabric and others compared against your throughput, cost and privacy requirements.',
        },
        {
          title: 'Tokenomics and incentive design',
          description:
            'Supply schedules, vesting, staking rewards and treasury policies modeled in simulation before anything goes on chain.',
        },
        {
          title: 'Security and regulatory readiness',
          description:
            'Threat modeling, key-management design and audit readiness, plus a map of the regulatory questions to put to your counsel.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Engagements',
      heading: 'Blockchain consulting services',
      intro:
        'Fixed-scope engagements that end with documents your board, investors and engineers can act on.',
      secondaryCta: { label: 'Request a consulting proposal' },
      cards: [
        {
          icon: 'compass',
          title: 'Strategy and feasibility',
          subtitle: 'Decide with evidence',
          description:
            'Workshops, use-case scoring and a cost model that put blockchain and non-blockchain options side by side.',
          features: [
            'Stakeholder and use-case workshops',
            'Build-versus-buy analysis',
            'Total cost of ownership model',
            'Go or no-go recommendation',
          ],
        },
        {
          icon: 'coins',
          title: 'Tokenomics design',
          subtitle: 'Incentives that last',
          description:
            'Token utility, distribution and emission schedules stress-tested against market scenarios and adversarial behavior.',
          features: [
            'Agent-based economic simulations',
            'Vesting and unlock schedules',
            'Staking and governance mechanics',
            'Investor-ready tokenomics paper',
          ],
        },
        {
          icon: 'shield-check',
          title: 'Security and audit readiness',
          subtitle: 'Prepare for scrutiny',
          description:
            'We review architecture and code for the issues auditors flag most often, so your formal audit is shorter and cheaper.',
          features: [
            'Threat modeling with STRIDE',
            'Custody and key-management review',
            'Pre-audit code review',
            'Incident response playbooks',
          ],
          href: '/services/blockchain-development',
          linkLabel: 'Move on to blockchain development',
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'Why Northstack',
      heading: 'Why choose Northstack for blockchain advice',
      items: [
        {
          icon: 'scale',
          title: 'Vendor-neutral advice',
          description:
            'We don’t resell protocols or tokens, and we’ll say so when a shared database is the better answer.',
        },
        {
          icon: 'code',
          title: 'Advisors who ship code',
          description:
            'Our consultants have written and deployed smart contracts, so every recommendation reflects real implementation cost.',
        },
        {
          icon: 'network',
          title: 'Broad protocol coverage',
          description:
            'Working knowledge of EVM chains, Solana, Cosmos SDK, Polkadot and permissioned ledgers such as Hyperledger Fabric and Corda.',
        },
        {
          icon: 'landmark',
          title: 'Regulated-industry experience',
          description:
            'Engagements with fintech, healthcare and supply-chain companies that answer to auditors and regulators.',
        },
        {
          icon: 'file-text',
          title: 'Deliverables you keep',
          description:
            'Architecture diagrams, decision records and cost models that your own team or another vendor can build from.',
        },
        {
          icon: 'handshake',
          title: 'Continuity into delivery',
          description:
            'If you go ahead, the same architects can lead the build, avoiding a hand-off that loses context.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Results',
      heading: 'Our blockchain advisory track record',
      items: [
        figureStat('blockchainAssessments'),
        figureStat('advisedLaunches'),
        figureStat('protocolsEvaluated'),
        figureStat('blockchainClientsAdvised'),
      ],
    },
  ],
  closing: {
    heading: 'Get a second opinion on your blockchain plan',
    body: 'Share your idea, white paper or existing architecture. We’ll tell you what holds up, what doesn’t and what to do next.',
    ctaLabel: 'Talk to a blockchain consultant',
  },
};
export default page;
