import { figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'machine-learning-development',
  meta: {
    title: 'Machine learning development services',
    description:
      'Machine learning development from data audit to production: forecasting, computer vision and NLP models with MLflow, SageMaker and drift monitoring.',
  },
  serviceType: 'Machine learning development',
  hero: {
    label: 'Machine learning',
    headline: 'Machine learning models that earn their place in production',
    intro:
      'We turn historical data into forecasting, classification and recommendation models, then deploy, monitor and retrain them so they keep performing long after the demo.',
    ctaLabel: 'Start your ML project',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'From raw data to a model your team trusts',
      items: [
        {
          title: 'A feasibility answer early',
          description:
            'A fixed-scope discovery phase checks data quality, labels and baselines, so you know whether a model can beat your current rules before committing a full budget.',
        },
        {
          title: 'Models matched to the problem',
          description:
            'Gradient-boosted trees with XGBoost or LightGBM for tabular data, PyTorch networks for images, text and sequences, and classical statistics where they outperform both.',
        },
        {
          title: 'Production-grade deployment',
          description:
            'Models packaged as versioned services on SageMaker, Vertex AI or Kubernetes, with batch or real-time inference and a rollback path when a new version underperforms.',
        },
        {
          title: 'Monitoring and retraining',
          description:
            'Drift detection on inputs and predictions, scheduled retraining pipelines and experiment tracking in MLflow keep accuracy steady as your data changes.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Services',
      heading: 'Machine learning services',
      intro:
        'Whether you need a first predictive model or a platform that runs dozens, we cover the data, the modeling and the operations.',
      secondaryCta: { label: 'Discuss your data' },
      cards: [
        {
          icon: 'line-chart',
          title: 'Predictive analytics',
          subtitle: 'Forecasting, scoring and churn',
          description:
            'Models that forecast demand, score leads, predict churn or flag fraud, delivered with explanations that business teams can act on.',
          features: [
            'Time-series forecasting for demand and capacity',
            'Churn and propensity scoring',
            'Anomaly and fraud detection',
            'SHAP explanations for individual predictions',
          ],
        },
        {
          icon: 'eye',
          title: 'Computer vision and NLP',
          subtitle: 'Images, documents and text',
          description:
            'Deep learning for visual inspection, document extraction, classification and search, fine-tuned from open models to your labeled examples.',
          features: [
            'PyTorch and Hugging Face Transformers',
            'Object detection and image segmentation',
            'Document OCR and entity extraction',
            'Labeling workflows in Label Studio',
          ],
        },
        {
          icon: 'server',
          title: 'MLOps and model platforms',
          subtitle: 'Pipelines, registry and monitoring',
          description:
            'The infrastructure that makes models repeatable: feature pipelines, experiment tracking, a model registry and automated deployment.',
          features: [
            'MLflow tracking and model registry',
            'Airflow or Kubeflow training pipelines',
            'SageMaker and Vertex AI endpoints',
            'Drift and data-quality monitoring with Evidently',
          ],
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'Why us',
      heading: 'Why choose Northstack for machine learning',
      items: [
        {
          icon: 'target',
          title: 'Business metrics first',
          description:
            'Each model is tied to a figure you already report, such as stock-outs, approval time or churn, and judged against it rather than against accuracy alone.',
        },
        {
          icon: 'database',
          title: 'Data engineering included',
          description:
            'We build the dbt, Spark and warehouse pipelines that models depend on, instead of handing over a notebook that only works on clean data.',
        },
        {
          icon: 'scale',
          title: 'Responsible AI practice',
          description:
            'Bias testing across customer segments, explainability reports and model cards document how every model behaves and where it should not be used.',
        },
        {
          icon: 'lock',
          title: 'Secure data handling',
          description:
            'Training runs inside your own cloud account with encrypted storage and least-privilege access, so sensitive records never leave your control.',
        },
        {
          icon: 'graduation',
          title: 'Knowledge transfer',
          description:
            'Pairing sessions, runbooks and documented pipelines let your data team own, retrain and extend the models after handover.',
        },
        {
          icon: 'gauge',
          title: 'Efficient inference',
          description:
            'Quantization, ONNX Runtime and request batching cut serving costs and speed up predictions on high-volume workloads.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Track record',
      heading: 'Machine learning results in numbers',
      items: [
        figureStat('mlAccuracy'),
        figureStat('mlCost'),
        figureStat('mlProcessing'),
        figureStat('mlModels'),
      ],
    },
  ],
  closing: {
    heading: 'Find out what your data can predict',
    body: 'Tell us about the decision you want to improve and the data behind it, and we’ll outline a discovery phase that ends in a clear go or no-go.',
    ctaLabel: 'Book an ML discovery call',
  },
};

export default page;
