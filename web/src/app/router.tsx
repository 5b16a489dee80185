import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/home/pages/home-page';
import { Layout } from './layout';

// Home is the landing page and ships in the entry chunk; every other page is its own chunk.
const TemplateDetailPage = lazy(
  () => import('../features/template-detail/pages/template-detail-page'),
);
const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page'));
const UpgradeProcessingPage = lazy(
  () => import('../features/billing/pages/upgrade-processing-page'),
);
const PaymentSuccessPage = lazy(() => import('../features/billing/pages/payment-success-page'));
const TestCheckoutPage = lazy(() => import('../features/billing/pages/test-checkout-page'));
const ExpertBoardPage = lazy(() => import('../features/experts/pages/expert-board-page'));
const ExpertApplicationsAdminPage = lazy(
  () => import('../features/experts/pages/expert-applications-admin-page'),
);
const AdminPaymentsPage = lazy(() => import('../features/billing/pages/admin-payments-page'));
const ResetPasswordPage = lazy(() => import('../features/accounts/pages/reset-password-page'));
const UnsubscribePage = lazy(() => import('../features/notifications/pages/unsubscribe-page'));
const VerifyEmailPage = lazy(() => import('../features/accounts/pages/verify-email-page'));
const PrivacyPage = lazy(() => import('../features/static-pages/pages/privacy-page'));
const TermsPage = lazy(() => import('../features/static-pages/pages/terms-page'));
const CookiesPage = lazy(() => import('../features/static-pages/pages/cookies-page'));
const AboutPage = lazy(() => import('../features/static-pages/pages/about-page'));
const HowItWorksPage = lazy(() => import('../features/static-pages/pages/how-it-works-page'));
const ContactPage = lazy(() => import('../features/static-pages/pages/contact-page'));
const SecurityPage = lazy(() => import('../features/static-pages/pages/security-page'));
const NotFoundPage = lazy(() => import('../features/static-pages/pages/not-found-page'));

/**
 * The routes of the web app; anything unknown is the 404 page, which also sends the few addresses
 * that name a place elsewhere (`/templates`, `/experts`) there, keeping that off the home route.
 * Declarative routes (not the data router): the home route's JavaScript budget is 150 KB gzipped
 * and the data router alone costs about 17 KB of it while we load data through Apollo anyway.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="template/:id" element={<TemplateDetailPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="dashboard/upgrade-processing" element={<UpgradeProcessingPage />} />
        <Route path="payment/success" element={<PaymentSuccessPage />} />
        <Route path="checkout/test/:sessionId" element={<TestCheckoutPage />} />
        <Route path="experts/projects" element={<ExpertBoardPage />} />
        <Route path="admin/expert-applications" element={<ExpertApplicationsAdminPage />} />
        <Route path="admin/payments" element={<AdminPaymentsPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="unsubscribe" element={<UnsubscribePage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="cookies" element={<CookiesPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="how-it-works" element={<HowItWorksPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="security" element={<SecurityPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
