import { figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'nft-marketplace-development',
  meta: {
    title: 'NFT marketplace development',
    description:
      'NFT marketplace development with audited ERC-721 and ERC-1155 contracts, lazy minting, EIP-2981 royalties, IPFS storage and multi-chain support.',
  },
  serviceType: 'NFT marketplace development',
  hero: {
    label: 'NFT marketplace development',
    headline: 'NFT marketplaces built for real trading volume',
    intro:
      'We design and build NFT marketplaces with audited contracts, gas-efficient minting and enforced royalties, from a curated drop site to a multi-chain trading platform.',
    ctaLabel: 'Plan your marketplace',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'A marketplace collectors and creators can trust',
      items: [
        {
          title: 'Audited smart contracts',
          description:
            'ERC-721 and ERC-1155 contracts with EIP-2981 royalties and role-based access, reviewed by an external auditor before mainnet deployment.',
        },
        {
          title: 'Minting that scales',
          description:
            'Lazy minting with signed vouchers lets creators list without paying gas up front, while buyers mint at the moment of purchase.',
        },
        {
          title: 'Durable metadata and media',
          description:
            'Artwork and metadata pinned to IPFS or Arweave with content-addressed URIs, so a token’s media can’t be silently swapped.',
        },
        {
          title: 'Fast discovery and indexing',
          description:
            'An event indexer built on The Graph or Postgres powers search, trait filters, floor prices and activity feeds without hammering RPC nodes.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Services',
      heading: 'NFT marketplace development services',
      intro:
        'Pick the scope that fits your launch, from a single branded drop to an open marketplace with auctions and offers.',
      secondaryCta: { label: 'Scope your marketplace' },
      cards: [
        {
          icon: 'store',
          title: 'Custom marketplace platforms',
          subtitle: 'Open or curated',
          description:
            'A complete trading venue with fixed-price listings, English and Dutch auctions, collection offers and creator storefronts.',
          features: [
            'Seaport-compatible order protocol',
            'Sign-In with Ethereum wallet login',
            'Collection verification and moderation tools',
            'Card checkout through fiat on-ramps',
          ],
        },
        {
          icon: 'sparkles',
          title: 'Minting and drop infrastructure',
          subtitle: 'Ready for launch day',
          description:
            'Allowlists, phased sales and reveal mechanics engineered to survive the traffic spike of a sold-out drop.',
          features: [
            'Merkle-tree allowlists',
            'Lazy minting and gasless claims',
            'Delayed reveal with a provenance hash',
            'Rate limiting and bot protection',
          ],
        },
        {
          icon: 'layers',
          title: 'Multi-chain and L2 deployment',
          subtitle: 'Lower fees, wider reach',
          description:
            'Deploy on Ethereum, Polygon, Base or Solana and let collections span networks without fragmenting liquidity.',
          features: [
            'Gas cost benchmarks for each chain',
            'Cross-chain metadata synchronization',
            'Chain-specific wallet support',
            'Unified order book across networks',
          ],
          href: '/services/ethereum-dapp-development',
          linkLabel: 'Explore Ethereum dApp development',
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'Why Northstack',
      heading: 'Why choose Northstack for NFT marketplaces',
      items: [
        {
          icon: 'shield-check',
          title: 'Security before launch',
          description:
            'Every contract goes through Slither static analysis, Foundry fuzzing and an independent audit before it holds user funds.',
        },
        {
          icon: 'coins',
          title: 'Royalties that hold up',
          description:
            'We implement EIP-2981 and on-chain royalty enforcement options so creators keep earning on secondary sales.',
        },
        {
          icon: 'zap',
          title: 'Gas-conscious engineering',
          description:
            'ERC-721A batch minting and packed storage layouts keep per-token costs low when buyers mint several at once.',
        },
        {
          icon: 'wallet',
          title: 'Broad wallet coverage',
          description:
            'MetaMask, WalletConnect, Coinbase Wallet and embedded email wallets mean first-time buyers aren’t lost at checkout.',
        },
        {
          icon: 'scale',
          title: 'Compliance awareness',
          description:
            'KYC hooks, sanctions screening and tax-ready transaction exports for marketplaces that handle regulated payments.',
        },
        {
          icon: 'activity',
          title: 'Operated after launch',
          description:
            'We monitor indexers, RPC providers and contract events around the clock and respond when a chain reorganizes or a node lags.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Results',
      heading: 'Marketplaces in production',
      items: [
        figureStat('nftMarketplaces'),
        figureStat('nftVolume'),
        figureStat('nftMinted'),
        figureStat('nftUptime'),
      ],
    },
  ],
  closing: {
    heading: 'Ready to open your marketplace?',
    body: 'Tell us about your collection, your chain and your launch date. We’ll come back with an architecture, an audit plan and a realistic timeline.',
    ctaLabel: 'Start your NFT project',
  },
};
export default page;
