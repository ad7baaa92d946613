import { figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'web3-development',
  meta: {
    title: 'Web3 development services',
    description:
      'Web3 development: audited Solidity contracts, wallet-friendly dApps, The Graph indexing and multi-chain deployments on Ethereum, layer 2 networks and Solana.',
  },
  serviceType: 'Web3 application development',
  hero: {
    label: 'Web3 development',
    headline: 'Web3 products people can use without a manual',
    intro:
      'We build wallet-connected apps, token systems and on-chain integrations on Ethereum, its layer 2 networks and Solana, with audited contracts and interfaces that hide needless complexity.',
    ctaLabel: 'Start your Web3 project',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'On-chain products that are secure and usable',
      items: [
        {
          title: 'Audited smart contracts',
          description:
            'Solidity contracts written with OpenZeppelin libraries, covered by Foundry fuzz and invariant tests, and reviewed internally before an independent audit.',
        },
        {
          title: 'Smooth wallet onboarding',
          description:
            'WalletConnect, MetaMask and embedded wallets with passkeys, plus account abstraction (ERC-4337) for sponsored gas, so newcomers can start without buying tokens first.',
        },
        {
          title: 'Reliable on-chain data',
          description:
            'Subgraphs on The Graph and indexed event streams power fast dashboards and transaction histories without hammering RPC nodes.',
        },
        {
          title: 'Multi-chain reach',
          description:
            'Deployments on Ethereum, Arbitrum, Optimism, Base, Polygon and other EVM networks, with bridging and network switching handled in the interface.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Services',
      heading: 'Web3 development services',
      intro:
        'Contracts, front ends and the infrastructure between them, delivered by one team that understands both the chain and the user.',
      secondaryCta: { label: 'Discuss your Web3 idea' },
      cards: [
        {
          icon: 'code',
          title: 'Smart contracts',
          subtitle: 'Solidity and Rust',
          description:
            'Token, staking, vesting, governance and escrow contracts designed for clear upgrade paths and predictable gas costs.',
          features: [
            'ERC-20, ERC-721 and ERC-1155 tokens',
            'Foundry fuzzing and Hardhat integration tests',
            'Upgradeable proxies with timelocked admin roles',
            'Audit preparation and remediation',
          ],
        },
        {
          icon: 'wallet',
          title: 'dApp front ends',
          subtitle: 'React, wagmi and ethers.js',
          description:
            'Web interfaces that connect wallets, simulate transactions before signing and explain every step in plain language.',
          features: [
            'wagmi, viem and ethers.js integration',
            'Transaction simulation and readable signing prompts',
            'Sign-In with Ethereum (EIP-4361)',
            'Layouts that work inside mobile wallet browsers',
          ],
          href: '/services/ethereum-dapp-development',
          linkLabel: 'Explore Ethereum dApps',
        },
        {
          icon: 'network',
          title: 'Web3 infrastructure',
          subtitle: 'Indexing, nodes and integrations',
          description:
            'Back-end services that index events, relay transactions and connect on-chain activity to your existing databases and CRM.',
          features: [
            'Custom subgraphs on The Graph',
            'Alchemy, Infura or self-hosted nodes',
            'Chainlink oracles and automation',
            'Contract monitoring and alerts with Tenderly',
          ],
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'Why us',
      heading: 'Why choose Northstack for Web3',
      items: [
        {
          icon: 'shield-check',
          title: 'Security-first engineering',
          description:
            'Threat modeling, Slither static analysis and fuzzing run on every pull request, and we coordinate audits with independent firms before mainnet.',
        },
        {
          icon: 'coins',
          title: 'Token design experience',
          description:
            'We have designed supply schedules, vesting and staking rewards for live protocols, and we model them before any contract is written.',
        },
        {
          icon: 'users',
          title: 'Product thinking',
          description:
            'Designers test flows with people who have never held a wallet, because adoption depends on them as much as on crypto natives.',
        },
        {
          icon: 'globe',
          title: 'Chain-agnostic advice',
          description:
            'We recommend Ethereum, a layer 2, Solana or a permissioned network based on your fees, throughput and compliance needs, not on our preferences.',
        },
        {
          icon: 'scale',
          title: 'Regulatory awareness',
          description:
            'We work alongside your counsel on KYC flows, token classification questions and geofencing, and build the controls they ask for.',
        },
        {
          icon: 'key',
          title: 'Operational safety',
          description:
            'Multisig procedures, incident runbooks and on-chain monitoring keep protocols safe long after the launch announcement.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Track record',
      heading: 'Web3 results in numbers',
      items: [
        figureStat('web3Projects'),
        figureStat('valueLocked'),
        figureStat('web3Networks'),
        figureStat('web3Users'),
      ],
    },
  ],
  closing: {
    heading: 'Build on-chain with confidence',
    body: 'Walk us through your protocol or product idea and we’ll recommend a network, a contract architecture and an audit plan before any code is deployed.',
    ctaLabel: 'Plan your Web3 build',
  },
};

export default page;
