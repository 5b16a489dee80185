/** A subscription plan as stored and offered. Prices are in minor units (cents). */
export interface Plan {
  id: string;
  code: string;
  name: string;
  description: string;
  priceMinor: number;
  currency: string;
  duration: 'monthly' | 'yearly';
  /** How many templates an account may keep saved; -1 is unlimited. */
  templateSaves: number;
  /** Whether the plan may request expert help. */
  hiring: boolean;
  mostPopular: boolean;
  features: string[];
  position: number;
}

/** The Free plan's save limit, also used when a plan's limit is missing. */
export const FREE_TEMPLATE_SAVES = 5;

/**
 * The plans (Free, Pro, Business), seeded at every boot. Their ids are fixed so that links,
 * payments and tests name the same plan on every installation.
 */
export const PLANS: readonly Plan[] = [
  {
    id: '6b1f4a52-0d4e-4c39-9a51-6f0e2a7c1001',
    code: 'free',
    name: 'Free',
    description: 'Browse the vault and keep a few favourites.',
    priceMinor: 0,
    currency: 'USD',
    duration: 'monthly',
    templateSaves: FREE_TEMPLATE_SAVES,
    hiring: false,
    mostPopular: false,
    features: ['Browse and download every template', 'Save up to 5 templates', 'Import into n8n'],
    position: 1,
  },
  {
    id: '6b1f4a52-0d4e-4c39-9a51-6f0e2a7c1002',
    code: 'pro',
    name: 'Pro',
    description: 'For builders who automate every week.',
    priceMinor: 1900,
    currency: 'USD',
    duration: 'monthly',
    templateSaves: 100,
    hiring: true,
    mostPopular: true,
    features: [
      'Save up to 100 templates',
      'Workflow diagrams',
      'Hire n8n experts',
      'Anonymous project workspace',
    ],
    position: 2,
  },
  {
    id: '6b1f4a52-0d4e-4c39-9a51-6f0e2a7c1003',
    code: 'business',
    name: 'Business',
    description: 'For teams that run their operations on n8n.',
    priceMinor: 19000,
    currency: 'USD',
    duration: 'yearly',
    templateSaves: -1,
    hiring: true,
    mostPopular: false,
    features: [
      'Unlimited saved templates',
      'Workflow diagrams',
      'Hire n8n experts',
      'Two months free against monthly Pro',
    ],
    position: 3,
  },
];

export const FREE_PLAN = PLANS[0];

/** The end of a period of `duration` that starts at `start` (calendar months, not 30 days). */
export function periodEnd(start: Date, duration: Plan['duration']): Date {
  const months = duration === 'yearly' ? 12 : 1;
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + months);
  // Jan 31 plus a month is the last day of February, not March 3.
  if (end.getUTCDate() !== start.getUTCDate()) end.setUTCDate(0);
  return end;
}
