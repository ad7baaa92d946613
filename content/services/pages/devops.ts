import { figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'devops',
  meta: {
    title: 'DevOps consulting and CI/CD services',
    description:
      'DevOps services: CI/CD with GitHub Actions, Terraform infrastructure as code, Kubernetes with ArgoCD, Prometheus observability and cloud cost optimization.',
  },
  serviceType: 'DevOps consulting and implementation',
  hero: {
    label: 'DevOps',
    headline: 'Ship every day without holding your breath',
    intro:
      'We build the pipelines, infrastructure code and observability that let your team release small changes often, recover quickly and spend less on cloud resources.',
    ctaLabel: 'Start your DevOps project',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'Release engineering your team can depend on',
      items: [
        {
          title: 'Automated CI/CD pipelines',
          description:
            'GitHub Actions or GitLab CI pipelines that build, test, scan and deploy each merge, with a preview environment for every pull request.',
        },
        {
          title: 'Infrastructure as code',
          description:
            'Terraform modules describe networks, clusters and databases, reviewed like application code and applied through the pipeline instead of a cloud console.',
        },
        {
          title: 'Observability that shortens incidents',
          description:
            'Prometheus metrics, Grafana dashboards, OpenTelemetry traces and actionable alerts tell on-call engineers what broke and why.',
        },
        {
          title: 'Cloud costs under control',
          description:
            'Rightsizing, autoscaling, spot capacity and tagging policies cut waste and give finance a clear view of spend by team and service.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Services',
      heading: 'DevOps services',
      intro:
        'Hands-on engineering that changes how software is built, deployed and operated, from a first pipeline to a platform team’s toolkit.',
      secondaryCta: { label: 'Discuss your pipeline' },
      cards: [
        {
          icon: 'git-branch',
          title: 'CI/CD and release automation',
          subtitle: 'From commit to production',
          description:
            'Pipelines that move code from merge to production safely, with automated tests, security scanning and progressive delivery.',
          features: [
            'GitHub Actions, GitLab CI or Jenkins',
            'Container builds with SBOMs and image signing',
            'Blue-green and canary deployments',
            'Automatic rollback on failed health checks',
          ],
        },
        {
          icon: 'boxes',
          title: 'Kubernetes and GitOps',
          subtitle: 'Container platforms that stay consistent',
          description:
            'Production-ready clusters on EKS, AKS or GKE, managed declaratively with ArgoCD so every environment matches its Git repository.',
          features: [
            'ArgoCD and Helm for GitOps delivery',
            'Cluster autoscaling and resource quotas',
            'Secrets management with Vault or External Secrets',
            'Policy enforcement with OPA Gatekeeper',
          ],
          href: '/services/cloud-infrastructure',
          linkLabel: 'Explore cloud infrastructure',
        },
        {
          icon: 'activity',
          title: 'Observability and SRE',
          subtitle: 'Know before your users do',
          description:
            'Monitoring, logging and tracing organized around service-level objectives, with on-call practices that keep incidents short.',
          features: [
            'Prometheus, Grafana and Loki stack',
            'OpenTelemetry distributed tracing',
            'SLOs and error budgets',
            'Incident runbooks and blameless post-mortems',
          ],
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'Why us',
      heading: 'Why choose Northstack for DevOps',
      items: [
        {
          icon: 'terminal',
          title: 'Engineers, not ticket handlers',
          description:
            'Our DevOps engineers write code alongside your developers, so automation fits the way your team already works.',
        },
        {
          icon: 'shield-check',
          title: 'Security in the pipeline',
          description:
            'Dependency, container and infrastructure scanning with tools such as Trivy and Checkov blocks vulnerabilities before they reach production.',
        },
        {
          icon: 'cloud',
          title: 'Multi-cloud fluency',
          description:
            'We work across AWS, Azure and Google Cloud and avoid proprietary lock-in wherever portable tooling does the job as well.',
        },
        {
          icon: 'file-text',
          title: 'Everything documented',
          description:
            'Architecture diagrams, runbooks and recorded walkthroughs mean your team can operate the platform without us.',
        },
        {
          icon: 'dollar',
          title: 'FinOps built in',
          description:
            'Cost dashboards and budget alerts are part of the setup rather than a separate project, so savings show up from the first month.',
        },
        {
          icon: 'clock',
          title: 'Measured with DORA metrics',
          description:
            'We track deployment frequency, lead time, change failure rate and time to restore service to prove the improvement in numbers.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Track record',
      heading: 'DevOps results in numbers',
      items: [
        figureStat('devopsDeploySpeed'),
        figureStat('devopsUptime'),
        figureStat('devopsCost'),
        figureStat('devopsImplementations'),
      ],
    },
  ],
  closing: {
    heading: 'Make releases routine',
    body: 'Tell us how code reaches production today and we’ll map the bottlenecks, then propose a pipeline and infrastructure plan sized to your team.',
    ctaLabel: 'Request a DevOps assessment',
  },
};

export default page;
