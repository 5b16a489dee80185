import { PaymentHistorySection } from '../../billing/components/payment-history-section';
import { SubscriptionSection } from '../../billing/components/subscription-section';
import { HireRequestsSection } from '../../hiring/components/hire-requests-section';
import { ProjectApplicationsSection } from '../../experts/components/project-applications-section';
import { NotificationsSection } from '../../notifications/components/notifications-section';
import { MyTemplatesSection } from '../../saved-templates/components/my-templates-section';
import { SettingsSection } from '../../settings/components/settings-section';
import type { DashboardSectionId } from '../dashboard-sections';
import { OverviewSection } from './overview-section';

export interface DashboardContentProps {
  section: DashboardSectionId;
}

/** The content area: the chosen section. */
export function DashboardContent({ section }: DashboardContentProps) {
  switch (section) {
    case 'templates':
      return <MyTemplatesSection />;
    case 'hire-requests':
      return <HireRequestsSection />;
    case 'expert-applications':
      return <ProjectApplicationsSection />;
    case 'subscription':
      return <SubscriptionSection />;
    case 'payments':
      return <PaymentHistorySection />;
    case 'settings':
      return <SettingsSection />;
    case 'overview':
      return <OverviewSection />;
    case 'notifications':
      return <NotificationsSection />;
  }
}
