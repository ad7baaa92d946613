import type { ServicePage } from '../types';
import { facts, figureStat } from '../../company/figures';
import { offerTimelines } from '../../company/promises';

const page: ServicePage = {
  slug: 'blockchain-development',
  meta: {
    title: 'Blockchain development company',
    description:
      `Custom blockchains, smart contracts and enterprise ledgers on Ethereum, Solana, Fabric, Cosmos and Polkadot, from the studio behind ${facts.web3Projects.value} Web3 client projects.`,
  },
  serviceType: 'Blockchain development',
  hero: {
    label: 'Blockchain development',
    headline: 'Blockchain systems engineered for security and scale',
    intro:
      'From permissioned Hyperledger Fabric networks to public-chain protocols and app-specific chains, we build ledgers that hold up under audit, load and regulation.',
    ctaLabel: 'Talk to a blockchain architect',
  },
  sections: [
    {
      id: 'services',
      kind: 'cards',
      tone: 'light',
      eyebrow: 'Services',
      heading: 'Blockchain development services',
      intro: 'Five areas where we take full responsibility, from protocol design to the dashboards your operators use.',
      cards: [
        {
          icon: 'link',
          title: 'Custom blockchain development',
          subtitle: 'App-chains and private networks',
          description:
            'Purpose-built chains on Substrate or the Cosmos SDK, with consensus, fee and governance rules shaped around your use case.',
          features: ['Substrate runtimes and pallets', 'Cosmos SDK modules', 'Validator and node setup', 'Block explorer and faucet'],
        },
        {
          icon: 'file-text',
          title: 'Smart contract engineering',
          subtitle: 'EVM, Solana and CosmWasm',
          description:
            'Contracts in Solidity, Rust with Anchor or CosmWasm, tested with property-based fuzzing and prepared for third-party audit.',
          features: ['Solidity, Rust and Anchor', 'Foundry and Anchor test suites', 'Formal audit preparation', 'Upgrade and pause controls'],
          href: '/services/ethereum-dapp-development',
          linkLabel: 'Ethereum dApp development',
        },
        {
          icon: 'building',
          title: 'Enterprise blockchain',
          subtitle: 'Permissioned ledgers',
          description:
            'Hyperledger Fabric and Besu networks where known organizations share data with private channels, endorsement policies and audit trails.',
          features: ['Fabric chaincode in Go', 'Private data collections', 'Hyperledger Besu with IBFT 2.0', 'ERP and identity integration'],
        },
        {
          icon: 'wallet',
          title: 'Wallets and custody',
          subtitle: 'Keys handled safely',
          description:
            'Non-custodial and institutional wallets with hardware-backed keys, multi-party computation or Safe multisig approval flows.',
          features: ['HSM and MPC key storage', 'Safe multisig policies', 'Transaction screening', 'iOS, Android and web clients'],
        },
        {
          icon: 'workflow',
          title: 'Blockchain integration',
          subtitle: 'Chains meet existing systems',
          description:
            'Event listeners, indexers and APIs that connect on-chain activity to your CRM, ERP, data warehouse and reporting.',
          features: ['Subgraphs and custom indexers', 'Oracle and off-chain data feeds', 'REST and GraphQL APIs', 'Reconciliation reporting'],
        },
      ],
    },
    {
      id: 'figures',
      kind: 'stats',
      eyebrow: 'In figures',
      heading: 'Experience you can check',
      items: [
        figureStat('blockchainProjects'),
        figureStat('developers'),
        figureStat('years'),
        figureStat('averagePartnership'),
      ],
    },
    {
      id: 'solutions',
      kind: 'iconGrid',
      eyebrow: 'Solutions',
      heading: 'What we build on a ledger',
      intro: 'Eight solution types we have taken from whiteboard to production.',
      items: [
        {
          icon: 'coins',
          title: 'DeFi platforms',
          description: 'Staking, lending and exchange protocols with oracle-fed pricing and transparent reserves.',
        },
        {
          icon: 'truck',
          title: 'Supply chain traceability',
          description: 'Tamper-evident records of origin, custody and certification shared between suppliers and buyers.',
        },
        {
          icon: 'landmark',
          title: 'Asset tokenization',
          description: 'Real estate, funds and commodities represented as compliant tokens with transfer restrictions.',
        },
        {
          icon: 'dollar',
          title: 'Payments and stablecoins',
          description: 'Cross-border settlement and stablecoin rails with on-chain compliance checks and off-ramps.',
        },
        {
          icon: 'fingerprint',
          title: 'Digital identity',
          description: 'Verifiable credentials and decentralized identifiers that users hold and disclose selectively.',
        },
        {
          icon: 'image',
          title: 'NFT platforms',
          description: 'Minting, marketplaces and on-chain royalties for collectibles, tickets and in-game items.',
        },
        {
          icon: 'users',
          title: 'DAOs and governance',
          description: 'Voting, proposal and treasury systems that let token holders steer a protocol.',
        },
        {
          icon: 'stethoscope',
          title: 'Healthcare data sharing',
          description: 'Consent records and access logs anchored on a ledger while patient data stays off-chain.',
        },
      ],
    },
    {
      id: 'process',
      kind: 'process',
      eyebrow: 'Process',
      heading: 'Seven phases, each with a clear output',
      intro: 'Blockchain mistakes are expensive to undo, so we front-load design and testing.',
      phases: [
        {
          title: 'Discovery and feasibility',
          description:
            'We confirm that a blockchain is the right tool, identify participants and trust boundaries, and size the regulatory questions.',
          duration: '1-2 weeks',
          deliverables: ['Feasibility report', 'Stakeholder and participant map', 'High-level risk register'],
        },
        {
          title: 'Architecture and platform selection',
          description:
            'Public, permissioned or app-chain: we compare candidates on throughput, cost, finality, tooling and ecosystem before recommending one.',
          duration: '1-2 weeks',
          deliverables: ['Platform comparison matrix', 'System architecture document', 'Data model and on-chain boundaries'],
        },
        {
          title: 'Token and protocol design',
          description:
            'Token supply, incentives, fees and governance rules are modeled and stress-tested in simulations before they are fixed in code.',
          duration: '2-3 weeks',
          deliverables: ['Tokenomics model', 'Protocol specification', 'Economic simulation results'],
        },
        {
          title: 'UX design and prototyping',
          description:
            'We design the wallet, signing and dashboard flows and validate them with a clickable prototype and a testnet proof of concept.',
          duration: '2-3 weeks',
          deliverables: ['Figma prototype', 'Testnet proof of concept', 'Usability findings'],
        },
        {
          title: 'Development',
          description:
            'Contracts, chain modules, back-end services and clients are built in sprints with CI running tests, linters and static analysis.',
          duration: '6-12 weeks',
          deliverables: ['Source code in your repositories', 'Automated test suites', 'Sprint demo recordings'],
        },
        {
          title: 'Security testing and audit',
          description:
            'Internal review, fuzzing and load tests are followed by an external audit, and every finding is fixed and re-verified.',
          duration: '2-4 weeks',
          deliverables: ['Fuzzing and load test reports', 'External audit report', 'Remediation log'],
        },
        {
          title: 'Launch and support',
          description:
            'Mainnet or network launch with monitoring, incident response and a roadmap of upgrades agreed for the following quarters.',
          duration: 'Ongoing',
          deliverables: ['Production deployment', 'Monitoring and alerting', 'Support and upgrade plan'],
        },
      ],
    },
    {
      id: 'platforms',
      kind: 'iconGrid',
      eyebrow: 'Platforms',
      heading: 'Ten platforms we build on',
      intro: 'We recommend a platform after discovery, not before, and often combine two.',
      items: [
        { icon: 'gem', title: 'Ethereum', description: 'The deepest liquidity and tooling for DeFi, tokens and governance.' },
        { icon: 'layers', title: 'Polygon', description: 'Low fees and EVM compatibility for consumer apps and zkEVM scaling.' },
        { icon: 'zap', title: 'Solana', description: 'High throughput and sub-second confirmation for trading and payments.' },
        { icon: 'building', title: 'Hyperledger Fabric', description: 'Permissioned channels and private data for consortiums and enterprises.' },
        { icon: 'boxes', title: 'Avalanche', description: 'Custom subnets for regulated or high-volume applications with their own rules.' },
        { icon: 'coins', title: 'BNB Chain', description: 'Large retail user base and low transaction costs on an EVM chain.' },
        { icon: 'rocket', title: 'Arbitrum', description: 'Optimistic rollup with Ethereum security and Stylus for Rust contracts.' },
        { icon: 'trending-up', title: 'Optimism', description: 'OP Stack rollups, including your own chain in the Superchain.' },
        { icon: 'network', title: 'Polkadot', description: 'Substrate-based parachains with shared security and cross-chain messaging.' },
        { icon: 'globe', title: 'Cosmos', description: 'Sovereign app-chains on the Cosmos SDK connected through IBC.' },
      ],
    },
    {
      id: 'engagement-models',
      kind: 'cards',
      tone: 'dark',
      eyebrow: 'Engagement models',
      heading: 'Three ways to work with us',
      intro: 'Choose the model that fits your budget, in-house skills and appetite for control.',
      secondaryCta: { label: 'Find the right model' },
      cards: [
        {
          icon: 'users',
          title: 'Dedicated team',
          subtitle: 'Your blockchain squad',
          description:
            'A full cross-functional team works only on your product, managed by us and steered by your product owner.',
          features: ['Architect, engineers, QA and PM', 'Stable team over the long term', 'Monthly rolling contract', 'Scales up or down each month'],
        },
        {
          icon: 'puzzle',
          title: 'Team extension',
          subtitle: 'Specialists inside your team',
          description:
            'Solidity, Rust or Fabric engineers join your existing team, follow your processes and fill specific skill gaps.',
          features: [`Onboarded within ${offerTimelines.teamExtension.onboarding}`, 'Works in your tools and rituals', 'Senior blockchain specialists', 'Knowledge transfer built in'],
        },
        {
          icon: 'target',
          title: 'Project-based',
          subtitle: 'Fixed scope, fixed outcome',
          description:
            'We take a defined scope to delivery for an agreed price and timeline, with milestones you sign off along the way.',
          features: ['Written scope and acceptance criteria', 'Milestone-based payments', 'We carry delivery risk', 'Warranty period after launch'],
        },
      ],
    },
    {
      id: 'reasons',
      kind: 'iconGrid',
      eyebrow: 'Why Northstack',
      heading: 'Why teams choose us for blockchain',
      items: [
        {
          icon: 'shield-check',
          title: 'Security as a habit',
          description: 'Threat models, fuzzing and static analysis on every project, and external audits before real value moves.',
        },
        {
          icon: 'compass',
          title: 'Platform-neutral advice',
          description: 'We work across EVM, Solana, Cosmos, Polkadot and Fabric, so our recommendation follows your needs.',
        },
        {
          icon: 'award',
          title: 'Proven in production',
          description: `${facts.blockchainProjects.value} contracts and dApps on mainnet in ${facts.web3Projects.value} Web3 client projects, among them a staking platform holding $4.2M from 2,500+ stakers.`,
        },
        {
          icon: 'scale',
          title: 'Compliance-aware design',
          description: 'KYC, transfer restrictions and audit trails are designed in for regulated finance and healthcare clients.',
        },
        {
          icon: 'layers',
          title: 'Full-stack delivery',
          description: 'Contracts, back ends, mobile and web clients and cloud infrastructure come from one accountable team.',
        },
        {
          icon: 'handshake',
          title: 'Long-term partnership',
          description: 'Our clients stay with us for five years on average, well beyond the first launch.',
        },
      ],
    },
    {
      id: 'get-started',
      kind: 'numbered',
      eyebrow: 'Get started',
      heading: 'From first message to kick-off',
      items: [
        {
          title: 'Tell us about the problem',
          description: 'Describe the process you want to move on-chain, the parties involved and any constraints you already know about.',
        },
        {
          title: 'Architecture workshop',
          description: 'A blockchain architect reviews your case with you and outlines candidate platforms and a first system sketch.',
        },
        {
          title: 'Scope and engagement proposal',
          description: 'We send a phased plan, team proposal, engagement model and cost estimate you can take to your stakeholders.',
        },
        {
          title: 'Start discovery',
          description: `Once signed, discovery begins with your team and ours in one workspace, and the first deliverable lands within ${offerTimelines.blockchain.firstDeliverable}.`,
        },
      ],
    },
    {
      id: 'faq',
      kind: 'faq',
      eyebrow: 'FAQ',
      heading: 'Blockchain development questions',
      items: [
        {
          question: 'How much does blockchain development cost?',
          answer:
            'A testnet proof of concept can be delivered in a few weeks for a modest budget, while a production protocol with an external audit is a multi-month investment. The biggest cost drivers are the number of contracts or chain modules, integrations with existing systems and the audit scope. After discovery we give you a fixed or capped estimate per phase.',
        },
        {
          question: 'Which blockchain should we build on?',
          answer:
            'It depends on who needs to trust the data, how many transactions you expect and where your users already hold assets. Public EVM chains suit open finance and tokens, Solana suits high-frequency activity, and Hyperledger Fabric suits consortiums that need privacy between known members. We compare the options in writing during the architecture phase.',
        },
        {
          question: 'Do we need a public blockchain or a private one?',
          answer:
            'Choose a public chain when anyone should be able to verify or use the system without permission. A permissioned network makes sense when participants are known organizations, data must stay confidential and throughput matters more than open access. Hybrid designs that anchor private records to a public chain are also common.',
        },
        {
          question: 'How do you make smart contracts secure?',
          answer:
            'We start from audited libraries, keep contracts small, and test them with unit, fuzz and invariant tests plus static analysis with tools such as Slither. Admin keys sit behind multisig wallets and timelocks. Before mainnet we arrange an independent audit and fix and re-verify every finding.',
        },
        {
          question: 'Who owns the code and the deployed contracts?',
          answer:
            'You do. Code lives in your repositories from the first sprint, and intellectual property transfers to you under our contract. At launch, ownership and admin roles of deployed contracts are handed to wallets you control.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Have a ledger problem worth solving?',
    body: 'Whether you are weighing feasibility or ready to build, a short call with our architects will show you the realistic path, platform and budget.',
    ctaLabel: 'Book a technical review',
  },
};

export default page;
