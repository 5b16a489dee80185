import type { IconName } from '../../ui/icon';

/** A section of the dashboard, chosen with `?section=<id>`. */
export interface DashboardSection {
  id: string;
  label: string;
  icon: IconName;
}

export const DASHBOARD_SECTIONS = [
  { id: 'templates', label: 'My Templates', icon: 'bookmark' },
  { id: 'hire-requests', label: 'Hire Requests', icon: 'briefcase' },
  { id: 'expert-applications', label: 'Project Applications', icon: 'send' },
  { id: 'subscription', label: 'Subscription', icon: 'zap' },
  { id: 'payments', label: 'Payments', icon: 'dollar' },
  { id: 'settings', label: 'Settings', icon: 'sliders' },
  { id: 'overview', label: 'Overview', icon: 'grid' },
  { id: 'notifications', label: 'Notifications', icon: 'bell' },
] as const satisfies readonly DashboardSection[];

export type DashboardSectionId = (typeof DASHBOARD_SECTIONS)[number]['id'];

/** What /dashboard shows without a (known) section. */
export const DEFAULT_SECTION: DashboardSectionId = 'templates';

/** The section a `?section=` value names; the default for a missing or unknown one. */
export function sectionFromQuery(value: string | null): DashboardSectionId {
  return DASHBOARD_SECTIONS.find((section) => section.id === value)?.id ?? DEFAULT_SECTION;
}
