import type { ServicePage } from '../types';
import { figureStat } from '../../company/figures';
import { discoveryCall, offerTimelines, offerNote } from '../../company/promises';

const page: ServicePage = {
  slug: 'ethereum-dapp-development',
  meta: {
    title: 'Ethereum dApp development services',
    description:
      'Audited Solidity smart contracts, DeFi protocols, token systems and wallet-ready dApp front ends on Ethereum mainnet and its L2s, from prototype to upgrade.',
  },
  serviceType: 'Ethereum decentralized application development',
  hero: {
    label: 'Ethereum dApp development',
    headline: 'Ethereum dApps with contracts you can trust in production',
    intro:
      'We design, test and ship Solidity contracts and the front ends that sit on top of them, on mainnet and the L2s your users already hold assets on. Every release goes out with a test suite, a threat model and a documented upgrade path.',
    ctaLabel: 'Discuss your dApp',
  },
  sections: [
    {
      id: 'benefits',
      kind: 'numbered',
      eyebrow: 'What you get',
      heading: 'A dApp built to hold real value',
      intro: 'Smart contracts are public, permanent and handle money. We build with that in mind from the first line.',
      items: [
        {
          title: 'Security engineered in, not bolted on',
          description:
            'Contracts start from audited OpenZeppelin components, are covered by unit, fuzz and invariant tests in Foundry, and pass Slither and Echidna runs before any external audit.',
        },
        {
          title: 'Gas costs your users will accept',
          description:
            'We profile every hot path with Foundry gas snapshots, pack storage deliberately and move work off-chain where it is safe, so common actions stay affordable on mainnet.',
        },
        {
          title: 'A front end that feels like a normal app',
          description:
            'wagmi and viem handle wallet connection, network switching and transaction states, with clear pending, confirmed and failed feedback instead of raw hashes.',
        },
        {
          title: 'Ownership you keep after launch',
          description:
            'You receive the repositories, deployment scripts, verified source on Etherscan and Safe multisig control of every admin role, with a runbook your own team can follow.',
        },
      ],
    },
    {
      id: 'services',
      kind: 'cards',
      tone: 'dark',
      eyebrow: 'Services',
      heading: 'Ethereum development services',
      intro: 'Eight specialisms, one team: pick the piece you need or hand us the whole product.',
      secondaryCta: { label: 'Scope your project' },
      cards: [
        {
          icon: 'code',
          title: 'Smart contract development',
          subtitle: 'Solidity and Vyper',
          description:
            'Business logic written as small, well-tested contracts with explicit access control, events for every state change and NatSpec documentation.',
          features: ['Solidity 0.8 and Vyper', 'Foundry and Hardhat test suites', 'Fuzz and invariant testing', 'Etherscan source verification'],
        },
        {
          icon: 'layout',
          title: 'dApp front ends',
          subtitle: 'Next.js, wagmi, viem',
          description:
            'Responsive web interfaces that read chain state quickly, simulate transactions before signing and explain what a user is approving.',
          features: ['Typed contract bindings', 'Transaction simulation', 'Indexed data via The Graph', 'Accessible, mobile-first UI'],
        },
        {
          icon: 'coins',
          title: 'DeFi protocols',
          subtitle: 'Staking, lending, AMMs',
          description:
            'Staking pools, vaults, lending markets and swap logic with oracle-protected pricing and economic simulations run before launch.',
          features: ['ERC-4626 tokenized vaults', 'Chainlink price feeds', 'Reward and emission models', 'Liquidation and pause logic'],
          href: '/services/blockchain-development',
          linkLabel: 'Explore blockchain development',
        },
        {
          icon: 'gem',
          title: 'Token development',
          subtitle: 'ERC-20, ERC-721, ERC-1155',
          description:
            'Fungible, non-fungible and multi-token contracts with vesting, allowlists, royalties and permit signatures built to the standard.',
          features: ['ERC-20 with EIP-2612 permit', 'ERC-721 and ERC-1155 collections', 'ERC-2981 royalties', 'Vesting and airdrop contracts'],
          href: '/services/nft-marketplace-development',
          linkLabel: 'NFT marketplace development',
        },
        {
          icon: 'landmark',
          title: 'DAO tooling',
          subtitle: 'Governance on-chain',
          description:
            'Governor contracts, timelocks and voting tokens that let a community propose, vote on and execute changes without a central operator.',
          features: ['OpenZeppelin Governor and Timelock', 'ERC-20 Votes delegation', 'Snapshot off-chain voting', 'Treasury held in Safe'],
        },
        {
          icon: 'wallet',
          title: 'Wallet integration',
          subtitle: 'EOA and smart accounts',
          description:
            'Connection flows for MetaMask, WalletConnect, Coinbase Wallet and embedded wallets, plus ERC-4337 smart accounts for gasless onboarding.',
          features: ['WalletConnect v2 and EIP-6963', 'ERC-4337 account abstraction', 'Sponsored gas via paymasters', 'Sign-In with Ethereum'],
        },
        {
          icon: 'network',
          title: 'L2 and bridge integration',
          subtitle: 'Arbitrum, Optimism, Base, zkSync',
          description:
            'Deployments across rollups with consistent addresses, canonical bridge flows and cross-chain messaging where your users need it.',
          features: ['Deterministic CREATE2 deployments', 'Canonical bridge deposits and withdrawals', 'Chainlink CCIP messaging', 'Per-chain gas tuning'],
        },
        {
          icon: 'shield-check',
          title: 'Smart contract audits and upgrades',
          subtitle: 'Review, harden, migrate',
          description:
            'Independent review of existing contracts, fixes for what we find and safe migration to upgradeable proxies or new versions.',
          features: ['Manual line-by-line review', 'Slither, Mythril and Echidna runs', 'UUPS and transparent proxies', 'Storage layout checks before upgrade'],
        },
      ],
    },
    {
      id: 'tools',
      kind: 'techStack',
      eyebrow: 'Tools',
      heading: 'The toolchain behind every contract',
      intro: 'Mature, widely audited tools that other engineers and auditors already know.',
      categories: [
        { category: 'Languages', tools: ['Solidity', 'Vyper', 'Yul', 'TypeScript'] },
        { category: 'Frameworks & testing', tools: ['Foundry', 'Hardhat', 'Anvil', 'OpenZeppelin Contracts', 'Tenderly forks'] },
        { category: 'Libraries', tools: ['ethers.js', 'viem', 'wagmi', 'RainbowKit', 'Safe{Core} SDK'] },
        { category: 'Oracles & indexing', tools: ['Chainlink Data Feeds', 'Chainlink VRF', 'The Graph', 'Pyth', 'Ponder'] },
        { category: 'Security tooling', tools: ['Slither', 'Echidna', 'Mythril', 'Tenderly monitoring', 'OpenZeppelin Defender'] },
      ],
    },
    {
      id: 'cloud-platforms',
      kind: 'iconGrid',
      eyebrow: 'Infrastructure',
      heading: 'Cloud and node platforms we deploy on',
      intro: 'Reliable RPC access and hosting matter as much as the contracts: we run redundant providers so one outage does not stop your dApp.',
      items: [
        {
          icon: 'cloud',
          title: 'AWS',
          description: 'Indexers, relayers and APIs on ECS or Lambda, with keys kept in KMS and never on a developer laptop.',
        },
        {
          icon: 'server',
          title: 'Google Cloud',
          description: 'Blockchain Node Engine for dedicated Ethereum nodes and BigQuery public datasets for on-chain analytics.',
        },
        {
          icon: 'building',
          title: 'Azure',
          description: 'Hosting for enterprise clients with existing Microsoft agreements, Entra ID access control and Key Vault.',
        },
        {
          icon: 'database',
          title: 'Infura',
          description: 'Managed mainnet and L2 RPC endpoints with archive data, used as a primary or fallback provider.',
        },
        {
          icon: 'zap',
          title: 'Alchemy',
          description: 'Enhanced APIs, webhooks for address activity and account abstraction bundlers for ERC-4337 flows.',
        },
        {
          icon: 'gauge',
          title: 'QuickNode',
          description: 'Low-latency endpoints across many chains, useful for multi-network products and high-throughput reads.',
        },
      ],
    },
    {
      id: 'figures',
      kind: 'stats',
      eyebrow: 'Track record',
      heading: 'Ethereum work at scale',
      items: [
        figureStat('blockchainProjects'),
        figureStat('developers'),
        figureStat('years'),
        figureStat('valueLocked'),
      ],
    },
    {
      id: 'process',
      kind: 'process',
      eyebrow: 'Process',
      heading: 'Six phases from idea to upgrade',
      intro: 'Each phase ends with something you can review, so decisions are made on evidence rather than promises.',
      phases: [
        {
          title: 'Requirements',
          description:
            'We map the users, assets and trust assumptions of your product and decide what must live on-chain and what should not.',
          team: ['Blockchain architect', 'Business analyst', 'Project manager'],
          deliverables: ['Product requirements document', 'On-chain versus off-chain split', 'Initial threat model'],
        },
        {
          title: 'Technical design',
          description:
            'Contract architecture, storage layout, upgrade strategy and oracle choices are written down and reviewed before any code.',
          team: ['Blockchain architect', 'Lead Solidity engineer', 'Security engineer'],
          deliverables: ['Contract architecture diagram', 'Interface specifications', 'Gas and upgrade strategy'],
        },
        {
          title: 'Visual and technical design',
          description:
            'Designers turn wallet connection, signing and transaction states into clear screens while engineers fix the front-end data layer.',
          team: ['UX/UI designer', 'Front-end lead', 'Blockchain architect'],
          deliverables: ['Clickable Figma prototype', 'Transaction state designs', 'Indexing and data-fetching plan'],
        },
        {
          title: 'Development',
          description:
            'Contracts and front end are built in two-week sprints on a forked mainnet, with every pull request running tests and static analysis in CI.',
          team: ['Solidity engineers', 'Front-end engineers', 'QA engineer', 'Security engineer'],
          deliverables: ['Tested contracts with coverage report', 'Working dApp on a public testnet', 'Fuzzing and Slither reports'],
        },
        {
          title: 'Deployment',
          description:
            'Scripted deployments go to testnet, then mainnet or L2, with admin roles handed to a Safe multisig and monitoring switched on.',
          team: ['DevOps engineer', 'Lead Solidity engineer', 'Project manager'],
          deliverables: ['Verified mainnet contracts', 'Deployment and key-management runbook', 'Tenderly alerts and dashboards'],
        },
        {
          title: 'Upgrades',
          description:
            'After launch we ship new features, respond to incidents and run proxy upgrades with storage checks and timelocked governance.',
          team: ['Solidity engineer', 'Security engineer', 'Support engineer'],
          deliverables: ['Versioned upgrade proposals', 'Storage layout diff reports', 'Monthly health and gas review'],
        },
      ],
    },
    {
      id: 'timelines',
      kind: 'timelines',
      eyebrow: 'Timelines',
      heading: 'How long an Ethereum build takes',
      intro: `Typical durations for a focused team; your scope and audit schedule set the exact plan. ${offerNote('ethereum')}`,
      items: [
        {
          label: 'Prototype',
          duration: offerTimelines.ethereum.prototype,
          description: 'A working proof of the core contract interaction on a testnet, enough to test the idea with users or investors.',
          deliverables: ['Core contract on Sepolia', 'Minimal front end with wallet connection', 'Feasibility and risk notes'],
        },
        {
          label: 'MVP',
          duration: offerTimelines.ethereum.mvp,
          description: 'A launchable first version with the essential flows, tests and internal security review completed.',
          deliverables: ['Tested contract suite', 'Production-ready dApp front end', 'Internal security review', 'Testnet launch'],
        },
        {
          label: 'Full deployment',
          duration: offerTimelines.ethereum.fullDeployment,
          description: 'The complete product on mainnet or L2, audited, indexed, monitored and handed over with documentation.',
          deliverables: ['External audit remediation', 'Mainnet or L2 deployment', 'Subgraph and analytics', 'Operations runbook'],
        },
      ],
    },
    {
      id: 'contact-path',
      kind: 'numbered',
      eyebrow: 'Get in touch',
      heading: 'Four steps to your first sprint',
      items: [
        {
          title: 'Share your idea',
          description: 'Tell us what you want on-chain, who will use it and any deadlines, such as a token launch or audit slot.',
        },
        {
          title: 'Discovery call',
          description: `Within ${discoveryCall.scheduledWithin} we set up a call with a blockchain architect to test assumptions and surface the main risks.`,
        },
        {
          title: 'Proposal & estimate',
          description: 'You receive a written scope, phase plan, team composition and a fixed or capped estimate for the first milestone.',
        },
        {
          title: 'Kick-off',
          description: 'We agree the repositories, communication channels and sprint cadence, and start on requirements the same week.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Ready to put your product on Ethereum?',
    body: 'Send us your idea, whitepaper or existing contracts. An architect will review them and come back with a clear view of scope, risk and cost.',
    ctaLabel: 'Start your dApp project',
  },
};

export default page;
