import type { Role } from '../../core/actor';

/** The password of every demo account; the README lists them. */
export const DEMO_PASSWORD = 'demo-password';

/** One account per role to try the product with; `plan` is the paid plan it starts on. */
export interface DemoAccount {
  name: string;
  email: string;
  role: Role;
  plan?: 'pro';
}

/** Seeded with SEED_DEMO outside production only. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  // On Pro so the demo hiring requests (hiring's seed) are ones the client could have made.
  { name: 'Casey Client', email: 'client@demo.flowvault.dev', role: 'user', plan: 'pro' },
  { name: 'Pat Pro', email: 'pro@demo.flowvault.dev', role: 'user', plan: 'pro' },
  { name: 'Erin Expert', email: 'expert@demo.flowvault.dev', role: 'expert' },
  { name: 'Ada Admin', email: 'admin@demo.flowvault.dev', role: 'admin' },
];
