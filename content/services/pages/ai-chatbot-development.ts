import { figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'ai-chatbot-development',
  meta: {
    title: 'AI chatbot development services',
    description:
      'AI chatbot development with RAG, vector search and tool calling: support and internal assistants built on OpenAI, Claude or Llama models with safe handover.',
  },
  serviceType: 'AI chatbot development',
  hero: {
    label: 'AI chatbot development',
    headline: 'AI chatbots that answer from your own knowledge',
    intro:
      'We build assistants for support, sales and internal teams that retrieve answers from your documents and systems, cite their sources and hand over to a person when they should.',
    ctaLabel: 'Start your chatbot project',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'A chatbot your customers can rely on',
      items: [
        {
          title: 'Answers grounded in your data',
          description:
            'Retrieval-augmented generation (RAG) over help center articles, product catalogs and policies stored in a vector database, so responses reflect your content rather than the model’s guesses.',
        },
        {
          title: 'Actions, not just replies',
          description:
            'Tool calling connects the assistant to order lookups, booking systems and CRM records, letting it check a delivery or reschedule an appointment inside the conversation.',
        },
        {
          title: 'Safe escalation to people',
          description:
            'Confidence thresholds, topic guardrails and a full transcript handover to Zendesk, Intercom or Salesforce agents whenever a question needs human judgment.',
        },
        {
          title: 'Visibility into every conversation',
          description:
            'Dashboards for resolution rate, containment, satisfaction and unanswered questions, plus an evaluation set that catches regressions before each release.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Services',
      heading: 'AI chatbot development services',
      intro:
        'Customer-facing or internal, text or voice: each assistant is designed around the conversations it actually has to handle.',
      secondaryCta: { label: 'Discuss your chatbot' },
      cards: [
        {
          icon: 'headset',
          title: 'Customer support assistants',
          subtitle: 'Web, mobile and messaging channels',
          description:
            'Assistants that resolve routine tickets on your website, in your app and on WhatsApp, and pass complex cases to agents with the context attached.',
          features: [
            'Embeddable web widget and mobile SDK',
            'WhatsApp Business and Messenger channels',
            'Helpdesk handover with a conversation summary',
            'Multilingual responses',
          ],
        },
        {
          icon: 'database',
          title: 'Knowledge and RAG assistants',
          subtitle: 'Internal search that answers',
          description:
            'Employee-facing assistants that search wikis, contracts, tickets and SharePoint drives and answer with citations, respecting each user’s access rights.',
          features: [
            'Ingestion pipelines for PDFs, Confluence and Google Drive',
            'pgvector, Pinecone or Weaviate vector stores',
            'Hybrid search with re-ranking',
            'Permission-aware retrieval through SSO groups',
          ],
        },
        {
          icon: 'workflow',
          title: 'Agentic workflows',
          subtitle: 'Multi-step tasks with tools',
          description:
            'Assistants that plan and complete multi-step tasks such as refunds, quote requests or onboarding, with approvals wherever money or data is at stake.',
          features: [
            'LangChain and LangGraph orchestration',
            'Function calling against your APIs',
            'Human approval steps for sensitive actions',
            'Audit log of every tool call',
          ],
          href: '/services/generative-ai',
          linkLabel: 'Explore generative AI',
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'Why us',
      heading: 'Why choose Northstack for AI chatbots',
      items: [
        {
          icon: 'brain',
          title: 'Model-agnostic engineering',
          description:
            'We benchmark OpenAI, Anthropic Claude, Llama and Mistral models on your own questions and choose on accuracy, latency and cost per conversation.',
        },
        {
          icon: 'check-circle',
          title: 'Evaluation before launch',
          description:
            'Every assistant ships with a test set of real customer questions, scored automatically for accuracy and tone whenever prompts or retrieval change.',
        },
        {
          icon: 'shield',
          title: 'Guardrails and data protection',
          description:
            'PII redaction, prompt-injection defenses and data-residency options keep conversations compliant with GDPR and your security policy.',
        },
        {
          icon: 'zap',
          title: 'Responses at chat speed',
          description:
            'Streaming output, semantic caching and lighter models for simple intents keep replies quick enough for live chat.',
        },
        {
          icon: 'message',
          title: 'Conversation design',
          description:
            'Writers and UX designers shape the assistant’s voice, fallbacks and clarifying questions, so it sounds like your brand rather than a generic model.',
        },
        {
          icon: 'trending-up',
          title: 'Continuous improvement',
          description:
            'Weekly reviews of unanswered and low-rated conversations feed new content and retrieval fixes back into the assistant.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Track record',
      heading: 'Chatbot results in numbers',
      items: [
        figureStat('chatbotSupportCost'),
        figureStat('chatbotResolution'),
        figureStat('chatbotAvailability'),
        figureStat('chatbotSatisfaction'),
      ],
    },
  ],
  closing: {
    heading: 'Put your support knowledge to work',
    body: 'Send us a sample of your most common tickets and we’ll show how an assistant would answer them, with a plan for a pilot on one channel.',
    ctaLabel: 'Plan your chatbot pilot',
  },
};

export default page;
