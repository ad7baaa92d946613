import { figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'generative-ai',
  meta: {
    title: 'Generative AI development services',
    description:
      'Generative AI development: LLM copilots, content and document automation, fine-tuned open models, with evaluation and guardrails built for production use.',
  },
  serviceType: 'Generative AI development',
  hero: {
    label: 'Generative AI',
    headline: 'Generative AI features that hold up in production',
    intro:
      'We design and build LLM-powered copilots, content pipelines and document automation with the evaluation, guardrails and cost controls a real product needs.',
    ctaLabel: 'Start your generative AI project',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'Generative AI that does measurable work',
      items: [
        {
          title: 'Use cases ranked by value',
          description:
            'A focused workshop maps where text, image or code generation saves the most time in your workflows, and which ideas are not worth automating.',
        },
        {
          title: 'The right model for each task',
          description:
            'We compare GPT, Claude, Gemini, Llama and Mistral models on your data, mixing hosted APIs with self-hosted open weights to balance quality, privacy and cost.',
        },
        {
          title: 'Quality you can measure',
          description:
            'Automated evaluation suites, human review queues and LLM-as-judge scoring track accuracy, tone and hallucination rates for every prompt change.',
        },
        {
          title: 'Guardrails and governance',
          description:
            'Content filters, PII redaction and usage logging keep outputs on-brand and aligned with the EU AI Act and your internal policies.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Services',
      heading: 'Generative AI services',
      intro:
        'From a single copilot inside your product to content automation across the whole company.',
      secondaryCta: { label: 'Discuss your use case' },
      cards: [
        {
          icon: 'sparkles',
          title: 'Copilots and in-product assistants',
          subtitle: 'LLM features inside your software',
          description:
            'Assistants embedded in your application that draft, summarize and explain, using the context of the current screen and the user’s own records.',
          features: [
            'Streaming responses in your existing UI',
            'Structured outputs validated against schemas',
            'Context drawn from your APIs and databases',
            'Per-tenant usage limits and metering',
          ],
        },
        {
          icon: 'file-text',
          title: 'Content and document automation',
          subtitle: 'Drafting, extraction and summaries',
          description:
            'Pipelines that turn briefs into product descriptions, extract fields from contracts and invoices, and condense long reports for review.',
          features: [
            'Brand-voice prompt libraries',
            'Document extraction with vision-capable models',
            'Batch generation with editorial review queues',
            'Translation and localization workflows',
          ],
        },
        {
          icon: 'cpu',
          title: 'Fine-tuning and private models',
          subtitle: 'Open weights in your own cloud',
          description:
            'Fine-tuned or distilled open models served in your infrastructure when data residency, latency or per-call cost rules out public APIs.',
          features: [
            'LoRA fine-tuning on Llama and Mistral',
            'vLLM serving on GPU instances',
            'Evaluation against hosted baselines',
            'Image generation with Stable Diffusion',
          ],
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'Why us',
      heading: 'Why choose Northstack for generative AI',
      items: [
        {
          icon: 'lightbulb',
          title: 'Prototypes on your own data',
          description:
            'A working prototype in the first sprint lets stakeholders judge real outputs from your documents instead of slideware.',
        },
        {
          icon: 'dollar',
          title: 'Cost per task under control',
          description:
            'Prompt caching, model routing and token budgets keep generation costs predictable as usage grows.',
        },
        {
          icon: 'lock',
          title: 'Your data stays yours',
          description:
            'Zero-retention API agreements or private deployments ensure prompts and documents are never used to train third-party models.',
        },
        {
          icon: 'wrench',
          title: 'Production engineering',
          description:
            'Retries, provider fallbacks, rate-limit handling and tracing in LangSmith or Langfuse make AI features as dependable as the rest of your stack.',
        },
        {
          icon: 'users',
          title: 'Humans in the loop',
          description:
            'Review and approval steps are built into any workflow where a wrong output would cost money, reputation or compliance.',
        },
        {
          icon: 'refresh',
          title: 'Ready for the next model',
          description:
            'An abstraction layer over providers lets you adopt a better or cheaper model with a configuration change instead of a rewrite.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Track record',
      heading: 'Generative AI results in numbers',
      items: [
        figureStat('genAiContentSpeed'),
        figureStat('genAiModels'),
        figureStat('genAiCost'),
        figureStat('genAiSatisfaction'),
      ],
    },
  ],
  closing: {
    heading: 'Turn a generative AI idea into a working feature',
    body: 'Bring one workflow you’d like to automate and we’ll return a prototype plan with model options, evaluation criteria and estimated running costs.',
    ctaLabel: 'Plan your AI prototype',
  },
};

export default page;
