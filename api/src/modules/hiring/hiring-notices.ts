import type { Tx } from '../../core/db';
import type { NotificationService } from '../notifications/notification.service';
import type { HireApplicationRecord } from './applications/hire-application.repository';
import type { HireRequestRecord } from './requests/hire-request.repository';

/** Where a client sees a request's applications (one of them in focus). */
export function clientRequestPath(requestId: string, applicationId?: string): string {
  const path = `/dashboard?section=hire-requests&request=${requestId}`;
  return applicationId ? `${path}&application=${applicationId}` : path;
}

/** Where an expert sees one of their applications. */
export function expertApplicationPath(applicationId: string): string {
  return `/dashboard?section=expert-applications&application=${applicationId}`;
}

type Request = Pick<HireRequestRecord, 'id' | 'clientId' | 'templateName'>;
type Application = Pick<HireApplicationRecord, 'id' | 'expertId'>;

/**
 * What hiring tells each side (docs/product/mail-and-notifications.md), written in the transaction
 * of the move. The texts name the template, never the other side: the workspace is anonymous.
 */
export class HiringNotices {
  constructor(private readonly notifications: NotificationService) {}

  applied(tx: Tx, request: Request, application: Application): Promise<void> {
    return this.notifications.notify(tx, {
      userId: request.clientId,
      kind: 'expert_applied',
      title: 'An expert applied to your request',
      body: `An expert applied to your request for "${request.templateName}". Review the application.`,
      link: clientRequestPath(request.id, application.id),
    });
  }

  accepted(tx: Tx, request: Request, application: Application): Promise<void> {
    return this.notifications.notify(tx, {
      userId: application.expertId,
      kind: 'application_accepted',
      title: 'Your application was accepted',
      body: `The client accepted your application for "${request.templateName}". The project starts once they pay.`,
      link: expertApplicationPath(application.id),
    });
  }

  rejected(tx: Tx, request: Request, application: Application): Promise<void> {
    return this.notifications.notify(tx, {
      userId: application.expertId,
      kind: 'application_rejected',
      title: 'Your application was declined',
      body: `The client declined your application for "${request.templateName}".`,
      link: expertApplicationPath(application.id),
    });
  }

  activated(tx: Tx, request: Request, application: Application): Promise<void> {
    return this.notifications.notifyAll(tx, [
      {
        userId: request.clientId,
        kind: 'project_active',
        title: 'Payment received: your project is active',
        body: `Your payment for "${request.templateName}" went through. The project is active: plan it with your expert in the workspace.`,
        link: clientRequestPath(request.id, application.id),
      },
      {
        userId: application.expertId,
        kind: 'project_active',
        title: 'Your project is active',
        body: `The client paid for "${request.templateName}". The project is active: its workspace is open.`,
        link: expertApplicationPath(application.id),
      },
    ]);
  }

  refunded(tx: Tx, request: Request, application: Application): Promise<void> {
    return this.notifications.notify(tx, {
      userId: application.expertId,
      kind: 'payment_refunded',
      title: 'A project was cancelled',
      body: `The client's payment for "${request.templateName}" was refunded, so the project is cancelled.`,
      link: expertApplicationPath(application.id),
    });
  }

  completed(tx: Tx, request: Request, application: Application): Promise<void> {
    return this.notifications.notify(tx, {
      userId: application.expertId,
      kind: 'project_completed',
      title: 'A project was completed',
      body: `The client marked the project "${request.templateName}" as completed.`,
      link: expertApplicationPath(application.id),
    });
  }

  feedback(tx: Tx, request: Request, application: Application, rating: number): Promise<void> {
    return this.notifications.notify(tx, {
      userId: application.expertId,
      kind: 'feedback_received',
      title: 'You received feedback',
      body: `The client rated your work on "${request.templateName}" ${rating} out of 5.`,
      link: expertApplicationPath(application.id),
    });
  }
}
