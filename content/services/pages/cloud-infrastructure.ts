import { figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'cloud-infrastructure',
  meta: {
    title: 'Cloud infrastructure services',
    description:
      'Cloud infrastructure on AWS, Azure and GCP: migrations, Terraform infrastructure as code, Kubernetes, SOC 2 and HIPAA compliance and FinOps cost control.',
  },
  serviceType: 'Cloud infrastructure management',
  hero: {
    label: 'Cloud infrastructure',
    headline: 'Scale with confidence in the cloud',
    intro:
      'We design, migrate and operate secure AWS, Azure and Google Cloud infrastructure, defined in code and tuned so capacity follows demand and costs follow value.',
    ctaLabel: 'Get a cloud consultation',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'Infrastructure that grows without surprises',
      items: [
        {
          title: 'Scalable architecture',
          description:
            'Autoscaling compute, managed databases and multi-zone designs that absorb traffic spikes without manual intervention.',
        },
        {
          title: 'Multi-cloud flexibility',
          description:
            'Workloads placed on AWS, Azure or GCP by cost and capability, with portable tooling that avoids needless lock-in.',
        },
        {
          title: 'Security and compliance',
          description:
            'Least-privilege IAM, encryption, network segmentation and automated evidence collection for SOC 2, HIPAA and ISO 27001 audits.',
        },
        {
          title: 'Cost optimization',
          description:
            'FinOps practices, rightsizing, savings plans and spot capacity, with tagging that shows each team exactly what it spends.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Services',
      heading: 'Cloud infrastructure services',
      intro: 'From the first migration wave to day-two operations at scale.',
      secondaryCta: { label: 'Plan your migration' },
      cards: [
        {
          icon: 'cloud',
          title: 'Cloud migration',
          subtitle: 'Move without downtime',
          description:
            'Assessment, wave planning and cutover for moving data centers and legacy hosting to the cloud, with a rollback path at every step.',
          features: [
            'Application portfolio assessment',
            'Rehost, replatform and refactor paths',
            'Database migration with minimal downtime',
            'Post-migration performance tuning',
          ],
        },
        {
          icon: 'code',
          title: 'Infrastructure as code',
          subtitle: 'Terraform and beyond',
          description:
            'Every network, cluster and policy defined in Terraform or Pulumi, reviewed in pull requests and applied through pipelines.',
          features: [
            'Reusable, versioned modules',
            'Policy as code with OPA or Sentinel',
            'Drift detection and remediation',
            'Environment parity from dev to production',
          ],
          href: '/services/devops',
          linkLabel: 'See our DevOps services',
        },
        {
          icon: 'boxes',
          title: 'Containers and Kubernetes',
          subtitle: 'EKS, AKS and GKE',
          description:
            'Production-grade Kubernetes platforms with GitOps delivery, autoscaling and observability that developers can use self-service.',
          features: [
            'Managed clusters on EKS, AKS or GKE',
            'GitOps with Argo CD or Flux',
            'Pod and cluster autoscaling',
            'Prometheus, Grafana and OpenTelemetry',
          ],
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'Why Northstack',
      heading: 'Why choose Northstack for cloud infrastructure',
      items: [
        {
          icon: 'badge-check',
          title: 'Certified engineers',
          description:
            'AWS, Azure and Google Cloud certified architects design and review every environment we deliver.',
        },
        {
          icon: 'dollar',
          title: 'FinOps from day one',
          description:
            'Budgets, anomaly alerts and monthly cost reviews are part of the setup, not a reaction to the first big bill.',
        },
        {
          icon: 'shield-check',
          title: 'Compliance-ready foundations',
          description:
            'Landing zones with guardrails, centralized audit logging and controls mapped to SOC 2 and HIPAA requirements.',
        },
        {
          icon: 'refresh',
          title: 'Tested disaster recovery',
          description:
            'Backups, cross-region replication and recovery runbooks that we rehearse, with documented RTO and RPO targets.',
        },
        {
          icon: 'headset',
          title: 'Round-the-clock operations',
          description:
            'On-call engineers, alert routing and blameless postmortems keep production healthy at any hour.',
        },
        {
          icon: 'file-text',
          title: 'No black boxes',
          description:
            'All infrastructure lives in your repositories with documentation, so your team can run it with or without us.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Results',
      heading: 'Cloud results for our clients',
      items: [
        figureStat('cloudUptime'),
        figureStat('cloudCostReduction'),
        figureStat('cloudMigrations'),
        figureStat('cloudSupport'),
      ],
    },
  ],
  closing: {
    heading: 'Find out what your cloud should cost and deliver',
    body: 'We’ll review your current architecture, spend and security posture, then hand you a prioritized plan of quick wins and longer-term changes.',
    ctaLabel: 'Get cloud consultation',
  },
};
export default page;
