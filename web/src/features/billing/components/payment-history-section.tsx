import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PaymentHistorySectionDocument } from '../../../gql/graphql';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { formatLongDate } from '../../../ui/format';
import { Pagination } from '../../../ui/pagination';
import { Panel } from '../../../ui/panel';
import { SectionState } from '../../../ui/section-state';
import { Spinner } from '../../../ui/spinner';
import { formatPaymentAmount } from '../billing-format';
import { downloadReceipt, RECEIPT_FAILED } from '../receipt-download';
import './payment-history-section.css';

const PAGE_SIZE = 20;

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'green' },
  pending: { label: 'Pending', tone: 'amber' },
  failed: { label: 'Failed', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'blue' },
};

const PURPOSE: Record<string, string> = {
  subscription: 'Plan',
  donation: 'Donation',
  hire_request: 'Hire payment',
};

/**
 * The dashboard's Payments section: every payment of the account, newest first (plans, hire
 * payments, donations), each paid one with its PDF receipt (docs/product/payments.md).
 */
export function PaymentHistorySection() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(PaymentHistorySectionDocument, {
    variables: { page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [fetching, setFetching] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const history = data?.paymentHistory;

  const receipt = async (id: string) => {
    setFetching(id);
    setProblem(null);
    try {
      await downloadReceipt(id);
    } catch {
      setProblem(RECEIPT_FAILED);
    } finally {
      setFetching(null);
    }
  };

  return (
    <Panel className="payment-history" aria-labelledby="payment-history-title">
      <h2 id="payment-history-title" className="payment-history__title">
        Payments
      </h2>
      <p className="payment-history__intro">
        Every payment of your account, with a receipt for each one that went through.
      </p>
      {problem && (
        <FormMessage tone="error" onDismiss={() => setProblem(null)}>
          {problem}
        </FormMessage>
      )}
      {loading && !history ? (
        <div className="payment-history__loading">
          <Spinner size={28} label="Loading your payments" />
        </div>
      ) : error || !history ? (
        <SectionState
          icon="dollar"
          title="Failed to load your payments"
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={() => void refetch().catch(() => {})}>
              Try Again
            </Button>
          }
        />
      ) : history.payments.length === 0 ? (
        <SectionState icon="dollar" title="No payments yet">
          Plans, hire payments and donations you make show here, each with its receipt.
        </SectionState>
      ) : (
        <>
          <ul className="payment-history__list">
            {history.payments.map((payment) => {
              const status = STATUS[payment.status] ?? { label: payment.status, tone: 'neutral' };
              return (
                <li key={payment.id} className="payment-history__item">
                  <div className="payment-history__what">
                    <p className="payment-history__description">{payment.description}</p>
                    <p className="payment-history__meta">
                      {formatLongDate(payment.createdAt)} · {PURPOSE[payment.purpose] ?? 'Payment'}
                      {payment.receiptNumber && ` · Receipt ${payment.receiptNumber}`}
                    </p>
                  </div>
                  <p className="payment-history__amount">
                    {formatPaymentAmount(payment.amount, payment.currency)}
                  </p>
                  <Badge tone={status.tone}>{status.label}</Badge>
                  {payment.receiptNumber && (
                    <Button
                      variant="secondary"
                      size="sm"
                      loading={fetching === payment.id}
                      aria-label={`Download receipt ${payment.receiptNumber}`}
                      onClick={() => void receipt(payment.id)}
                    >
                      Receipt
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          <Pagination
            page={history.pagination.currentPage}
            totalPages={history.pagination.totalPages}
            disabled={loading}
            onChange={setPage}
          />
        </>
      )}
    </Panel>
  );
}
