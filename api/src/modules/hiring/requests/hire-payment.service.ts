import type { Caller, SignedInActor } from '../../../core/actor';
import { AppError } from '../../../core/app-error';
import type { Db, Tx } from '../../../core/db';
import type { Logger } from '../../../core/logger';
import { isUuid } from '../../../core/uuid';
import { validateInput } from '../../../core/validate-input';
import type { PaymentRecord } from '../../payments/payment.repository';
import type { CheckoutStarted, PaymentService } from '../../payments/payment.service';
import { HirePaymentBody } from '../dtos/hire-request.inputs';
import { hireApplicationRepository as applications } from '../applications/hire-application.repository';
import type { HiringNotices } from '../hiring-notices';
import type { ConversationPort } from '../hiring-conversations';
import { transition } from './hire-request.machine';
import { hireRequestRepository as requests } from './hire-request.repository';
import { announce, conflict, moveRequest } from './hire-request.transitions';
import { canPay, REQUEST_NOT_FOUND } from '../hiring.policy';
import { requireAccess } from '../../../core/access';

/** Where the payer of a hire request lands by default (the dashboard's Hire Requests). */
export const HIRE_RETURN_PATH = '/dashboard?section=hire-requests&payment=success';
export const HIRE_CANCEL_PATH = '/dashboard?section=hire-requests&payment=cancelled';

/**
 * Runs in the transaction that activates a request, after the request is active: what opens with
 * the project (its workspace). A handler that throws rolls the activation and the payment's
 * record back together, so the provider's retry finds the request still awaiting payment.
 */
export type ActivationHandler = (tx: Tx, requestId: string) => Promise<void>;

/**
 * Paying for a request: the client pays the accepted application's proposed
 * budget (the server's figure, never the client's) through the payments feature, purpose
 * `hire_request`, reference the request's id. When the payment completes, `activate` runs in
 * the transaction that marks it paid: the request becomes active, the other pending applications
 * are rejected, with the history row and system messages, all or nothing.
 */
export class HirePaymentService {
  private readonly activated: ActivationHandler[] = [];

  constructor(
    private readonly db: Db,
    private readonly deps: {
      payments: PaymentService;
      logger: Logger;
      conversations: ConversationPort;
      notices: HiringNotices;
    },
  ) {}

  async start(
    actor: SignedInActor,
    requestId: string,
    raw: HirePaymentBody,
    caller: Caller,
  ): Promise<CheckoutStarted> {
    const input = validateInput(HirePaymentBody, raw);
    // The request's row lock makes parallel calls take turns: the second finds the checkout the
    // first opened (committed before the lock is let go) and is handed the same one.
    return this.db.transaction(async (tx) => {
      const request = isUuid(requestId)
        ? await requests.findWithFacts(tx, requestId, actor.id, 'update')
        : undefined;
      if (!request) throw AppError.notFound(REQUEST_NOT_FOUND);
      requireAccess(canPay(actor, request), REQUEST_NOT_FOUND);
      const { refusal } = transition(request.status, 'pay');
      if (refusal !== undefined) throw conflict(refusal);
      const accepted = await applications.accepted(tx, request.id);
      if (!accepted) throw conflict('This request has no accepted application to pay for.');
      return this.deps.payments.startSingleCheckout(
        actor,
        {
          purpose: 'hire_request',
          reference: request.id,
          amount: accepted.budget.amountCents,
          currency: accepted.budget.currency,
          description: `Expert help with "${request.templateName}"`,
          gateway: input.gateway,
          returnUrl: input.returnUrl ?? HIRE_RETURN_PATH,
          cancelUrl: input.cancelUrl ?? HIRE_CANCEL_PATH,
        },
        caller,
      );
    });
  }

  /**
   * Locks the request a payment completes, before the payment's row: cancelling locks the request
   * and then its checkout, so completion takes the same order and the two take turns.
   */
  async lockRequest(tx: Tx, requestId: string): Promise<void> {
    if (isUuid(requestId)) await requests.find(tx, requestId, 'update');
  }

  /** Registers what a request's activation opens, in the order registered (at start-up). */
  onActivated(handler: ActivationHandler): void {
    this.activated.push(handler);
  }

  /**
   * `payments.onPaid('hire_request')`: activates the request. It runs once per payment, so a
   * request already active or completed means a second payment: like one that completes after
   * the request was cancelled, or whose charge is not the accepted budget, it activates nothing,
   * is logged and marked as needing a refund and is left paid, never thrown, so the payment's
   * own record still commits.
   */
  async activate(tx: Tx, payment: PaymentRecord): Promise<void | 'needs_refund'> {
    const id = payment.reference;
    const request = id && isUuid(id) ? await requests.find(tx, id, 'update') : undefined;
    const accepted = request && (await applications.accepted(tx, request.id));
    const charged =
      accepted?.budget.amountCents === payment.amount &&
      accepted.budget.currency === payment.currency;
    if (!request || request.status !== 'in_selection' || !accepted || !charged) {
      this.deps.logger.warn(
        { payment: payment.id, request: id, status: request?.status },
        'a hire request payment completed but activates nothing; it needs a refund',
      );
      return 'needs_refund';
    }
    await moveRequest(tx, request, 'pay', {
      actorId: payment.userId,
      applicationId: accepted.id,
    });
    await applications.closePending(tx, request.id);
    await announce(this.deps.conversations, tx, request.id, 'pay', accepted.id);
    await this.deps.notices.activated(tx, request, accepted);
    for (const handler of this.activated) await handler(tx, request.id);
  }

  /**
   * `payments.onRefunded('hire_request')`: an admin refunded the payment that started the
   * project, so the project is cancelled, said in its chat and told to the expert (the payments
   * feature tells the client). A request no longer active (completed since) keeps its status.
   */
  async refunded(tx: Tx, payment: PaymentRecord): Promise<void> {
    const id = payment.reference;
    const request = id && isUuid(id) ? await requests.find(tx, id, 'update') : undefined;
    if (!request || request.status !== 'active') return;
    const accepted = await applications.accepted(tx, request.id);
    await moveRequest(tx, request, 'refund', {
      actorId: null,
      applicationId: accepted?.id ?? null,
    });
    await announce(this.deps.conversations, tx, request.id, 'refund', accepted?.id);
    if (accepted) await this.deps.notices.refunded(tx, request, accepted);
  }
}
