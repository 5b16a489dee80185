// Decorated classes (inputs, entities, resolvers) of every feature load through this file.
import 'reflect-metadata';
import { accountDataModule } from './account-data/account-data.module';
import { accountsModule } from './accounts/accounts.module';
import { chatModule } from './chat/chat.module';
import { dashboardModule } from './dashboard/dashboard.module';
import { diagramsModule } from './diagrams/diagrams.module';
import { expertsModule } from './experts/experts.module';
import type { FeatureModule } from './feature-module';
import { hiringModule } from './hiring/hiring.module';
import { ingestModule } from './ingest/ingest.module';
import { mailModule } from './mail/mail.module';
import { notificationsModule } from './notifications/notifications.module';
import { n8nConnectionModule } from './n8n-connection/n8n-connection.module';
import { n8nLibraryModule } from './n8n-library/n8n-library.module';
import { passwordResetModule } from './password-reset/password-reset.module';
import { emailVerificationModule } from './email-verification/email-verification.module';
import { paymentsModule } from './payments/payments.module';
import { savedTemplatesModule } from './saved-templates/saved-templates.module';
import { templatesModule } from './templates/templates.module';
import { templateSubmissionsModule } from './template-submissions/template-submissions.module';
import { workspaceModule } from './workspace/workspace.module';

/**
 * Every feature of the application, each after the ones it `needs` (checked when the services
 * are built).
 */
export const FEATURES = [
  mailModule,
  notificationsModule,
  accountsModule,
  passwordResetModule,
  emailVerificationModule,
  paymentsModule,
  templatesModule,
  savedTemplatesModule,
  n8nConnectionModule,
  diagramsModule,
  ingestModule,
  n8nLibraryModule,
  templateSubmissionsModule,
  expertsModule,
  hiringModule,
  chatModule,
  workspaceModule,
  accountDataModule,
  dashboardModule,
] as const;

/** A list of features to build an application from: FEATURES, or FEATURES plus test fixtures. */
export type FeatureList = readonly FeatureModule[];
