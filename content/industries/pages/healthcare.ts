import { figureStat } from '../../company/figures';
import type { IndustryPage } from '../types';

const page: IndustryPage = {
  slug: 'healthcare',
  meta: {
    title: 'Healthcare software development services',
    description:
      'HIPAA-compliant healthcare software: telehealth platforms, patient apps, HL7 FHIR and Epic or Cerner EHR integrations, clinical AI and VR training.',
  },
  hero: {
    label: 'Healthcare software',
    headline: 'Healthcare software that clinicians adopt and compliance teams approve',
    intro:
      'We build telehealth, patient engagement and clinical data products that protect health information and fit into the EHR workflows care teams already use.',
    ctaLabel: 'Discuss your healthcare project',
  },
  summary:
    'Telehealth platforms, patient apps, HL7 FHIR integrations and clinical AI built to HIPAA requirements for providers, payers and digital health companies.',
  stats: {
    kind: 'stats',
    id: 'impact',
    eyebrow: 'Impact',
    heading: 'Outcomes from our healthcare deliveries',
    items: [
      figureStat('noShows'),
      figureStat('documentationTime'),
      figureStat('patientPlatformUptime'),
      figureStat('healthIntegrations'),
    ],
  },
  services: {
    kind: 'cards',
    tone: 'light',
    id: 'services',
    eyebrow: 'Services',
    heading: 'Healthcare software services',
    intro:
      'Each service handles protected health information under a business associate agreement, with encryption, access logging and least-privilege roles as standard.',
    cards: [
      {
        icon: 'stethoscope',
        title: 'Telehealth platforms',
        description:
          'Browser-based virtual care with video visits, digital intake and visit notes that flow back into the patient chart.',
        features: [
          'WebRTC video visits',
          'Virtual waiting rooms and intake forms',
          'E-prescribing and visit notes',
          'Scheduling synced with the EHR',
        ],
        href: '/services/web-development',
        linkLabel: 'Explore telehealth builds',
      },
      {
        icon: 'heart-pulse',
        title: 'Patient and remote monitoring apps',
        description:
          'Mobile apps that collect readings from connected devices, remind patients about medication and alert care teams when values drift out of range.',
        features: [
          'HealthKit and Health Connect data',
          'Bluetooth glucose and BP devices',
          'Medication and refill reminders',
          'Secure messaging with care teams',
        ],
        href: '/services/mobile-applications',
        linkLabel: 'Explore mobile apps',
      },
      {
        icon: 'workflow',
        title: 'EHR integration and interoperability',
        description:
          'Interfaces that exchange data with Epic, Oracle Health (Cerner) and athenahealth, so new tools read and write the record instead of creating a second one.',
        features: [
          'HL7 FHIR R4 and HL7 v2 interfaces',
          'SMART on FHIR app launch',
          'Epic and Oracle Health APIs',
          'Patient identity matching',
        ],
        href: '/services/system-architecture',
        linkLabel: 'Explore system architecture',
      },
      {
        icon: 'brain',
        title: 'Clinical AI and imaging models',
        description:
          'Models that prioritize imaging worklists, predict readmission risk and summarize charts, validated on your population before clinicians rely on them.',
        features: [
          'DICOM imaging triage pipelines',
          'Readmission and risk scoring',
          'Bias and performance audits',
          'Clinician review before any action',
        ],
        href: '/services/machine-learning-development',
        linkLabel: 'Explore machine learning',
      },
      {
        icon: 'bot',
        title: 'Patient-facing AI assistants',
        description:
          'Chat and voice assistants that handle intake, appointment changes and refill requests around the clock and route clinical questions to staff.',
        features: [
          'Symptom intake and triage routing',
          'Appointment booking and refills',
          'Answers from approved content only',
          'PHI handling under a BAA',
        ],
        href: '/services/ai-chatbot-development',
        linkLabel: 'Explore AI assistants',
      },
      {
        icon: 'glasses',
        title: 'VR training and therapy',
        description:
          'Virtual reality for procedural training, rehabilitation exercises and pain distraction, with session data that clinicians can review.',
        features: [
          'Surgical and procedural simulation',
          'Rehab exercises with motion tracking',
          'Pain and anxiety distraction therapy',
          'Builds for Meta Quest and Vision Pro',
        ],
        href: '/services/vr-applications',
        linkLabel: 'Explore VR applications',
      },
    ],
  },
  useCases: {
    kind: 'iconGrid',
    id: 'use-cases',
    eyebrow: 'Use cases',
    heading: 'Where our healthcare software is used',
    intro:
      'Providers, payers and health technology companies share the same privacy rules but need very different products; these are the settings we know best.',
    items: [
      {
        icon: 'building',
        title: 'Hospitals and health systems',
        description:
          'Patient portals, bed and staffing dashboards and discharge follow-up tools that integrate with the enterprise EHR.',
      },
      {
        icon: 'monitor',
        title: 'Virtual care providers',
        description:
          'Multi-state telehealth practices that need licensure-aware scheduling, async visits and payer-ready documentation.',
      },
      {
        icon: 'activity',
        title: 'Remote patient monitoring',
        description:
          'Chronic care programs for diabetes, hypertension and heart failure that capture device readings and support RPM billing codes.',
      },
      {
        icon: 'file-text',
        title: 'Payers and health plans',
        description:
          'Member apps, prior authorization automation and claims analytics aligned with CMS interoperability and patient access rules.',
      },
      {
        icon: 'search',
        title: 'Life sciences and clinical trials',
        description:
          'eConsent, decentralized trial apps and patient-reported outcome capture with audit trails that meet 21 CFR Part 11.',
      },
      {
        icon: 'cpu',
        title: 'Medical device companies',
        description:
          'Companion apps and cloud platforms for connected devices, documented to support software as a medical device submissions.',
      },
    ],
  },
  reasons: {
    kind: 'numbered',
    id: 'why-northstack',
    eyebrow: 'Why Northstack',
    heading: 'Why healthcare organizations choose Northstack',
    items: [
      {
        title: 'HIPAA safeguards from the first sprint',
        description:
          'We sign BAAs, host on HIPAA-eligible cloud services and build encryption, audit logging and role-based access before the first patient record is stored.',
      },
      {
        title: 'Interoperability done many times',
        description:
          'FHIR resources, HL7 v2 feeds and EHR sandbox certification are familiar ground, which removes months of trial and error from integration work.',
      },
      {
        title: 'Clinicians in the design loop',
        description:
          'Nurses and physicians test prototypes during discovery, so screens match the pace of a real shift rather than an idealized workflow.',
      },
      {
        title: 'Documentation for regulated software',
        description:
          'Requirements traceability, risk files and change control follow IEC 62304 practices when a product may fall under FDA oversight.',
      },
    ],
  },
  closing: {
    heading: 'Improve care with software that fits the clinic',
    body: 'Tell us about your patients, care teams and current systems, and we’ll recommend an integration approach, a compliance plan and a first release you can pilot.',
    ctaLabel: 'Book a call',
  },
};

export default page;
