import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { AdminPaymentsPageDocument, AdminPaymentsPageRefundDocument } from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { formatLongDate } from '../../../ui/format';
import { pageFromQuery } from '../../../ui/page-window';
import { Pagination } from '../../../ui/pagination';
import { Panel } from '../../../ui/panel';
import { SectionState } from '../../../ui/section-state';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { useSession } from '../../accounts/hooks/use-session';
import { useSignInPrompt } from '../../accounts/hooks/use-sign-in-prompt';
import {
  canRefund,
  filtersFromQuery,
  filtersToQuery,
  PURPOSE_FILTERS,
  STATUS_FILTERS,
  type AdminPaymentFilters,
} from '../admin-payment-filters';
import { formatPaymentAmount } from '../billing-format';
import { paymentProblemText } from '../payment-messages';
import '../components/payment-history-section.css';
import './admin-payments-page.css';

const REFUND_FAILED = 'Could not refund this payment. Please try again.';
const REASON_MAX = 500;

interface Refunding {
  id: string;
  what: string;
}

/**
 * The admin's Payments page (`/admin/payments`): every payment, filtered, and a refund with a
 * reason (docs/product/payments.md, "Refunds"). Anyone but an admin is told it is not for them.
 */
export default function AdminPaymentsPage() {
  useDocumentTitle('Payments | FlowVault Admin');
  const { user, loading } = useSession();
  const openSignIn = useSignInPrompt();

  if (loading) {
    return (
      <div className="admin-payments__state">
        <Spinner size={28} label="Loading your account" />
      </div>
    );
  }
  if (!user || user.role !== 'admin') {
    return (
      <Panel className="admin-payments__notice" aria-labelledby="admin-payments-access">
        <h1 id="admin-payments-access" className="admin-payments__title">
          {user ? 'You are not allowed to view this page' : 'Sign in to manage payments'}
        </h1>
        <p>Payments and refunds are managed by FlowVault administrators only.</p>
        {!user && <Button onClick={() => openSignIn('manage payments')}>Sign in</Button>}
      </Panel>
    );
  }
  return <AdminPayments />;
}

function AdminPayments() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromQuery(params);
  const page = pageFromQuery(params.get('page'));
  const [search, setSearch] = useState(filters.search);
  const [refunding, setRefunding] = useState<Refunding | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refund, { loading: sending }] = useMutation(AdminPaymentsPageRefundDocument);
  const { data, error, refetch } = useQuery(AdminPaymentsPageDocument, {
    variables: {
      status: filters.status || undefined,
      purpose: filters.purpose || undefined,
      needsRefund: filters.needsRefund || undefined,
      search: filters.search || undefined,
      page,
    },
    fetchPolicy: 'cache-and-network',
  });

  const show = (next: Partial<AdminPaymentFilters>) =>
    setParams(filtersToQuery({ ...filters, ...next }));
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    show({ search });
  };
  const close = () => {
    setRefunding(null);
    setReason('');
    setProblem(null);
  };
  const confirmRefund = async () => {
    if (!refunding) return;
    if (!reason.trim()) {
      setProblem('Give a reason: the payer is told it.');
      return;
    }
    try {
      await refund({ variables: { input: { paymentId: refunding.id, reason: reason.trim() } } });
      close();
      await refetch().catch(() => undefined);
    } catch (failure) {
      setProblem(paymentProblemText(failure, REFUND_FAILED, REFUND_FAILED));
    }
  };

  const list = data?.adminPayments;
  return (
    <div className="admin-payments">
      <Panel as="header" className="admin-payments__header">
        <p className="admin-payments__eyebrow">Admin</p>
        <h1 className="admin-payments__title">Payments</h1>
        <p>Every payment, newest first. A refund gives the money back through its gateway.</p>
        <div className="admin-payments__filters">
          <Select
            label="Status"
            value={filters.status}
            options={STATUS_FILTERS}
            onChange={(status) => show({ status })}
          />
          <Select
            label="Kind"
            value={filters.purpose}
            options={PURPOSE_FILTERS}
            onChange={(purpose) => show({ purpose })}
          />
          <label className="admin-payments__check">
            <input
              type="checkbox"
              checked={filters.needsRefund}
              onChange={(event) => show({ needsRefund: event.target.checked })}
            />
            Needs a refund only
          </label>
          <form className="admin-payments__search" role="search" onSubmit={submitSearch}>
            <TextField
              label="Payer email, description or payment id"
              value={search}
              maxLength={200}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </form>
        </div>
      </Panel>
      <Panel className="admin-payments__results" aria-label="Payments found">
        {error && !list ? (
          <SectionState
            icon="dollar"
            title="Failed to load payments"
            tone="error"
            action={
              <Button variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
                Try Again
              </Button>
            }
          />
        ) : !list ? (
          <div className="admin-payments__state">
            <Spinner size={28} label="Loading payments" />
          </div>
        ) : list.payments.length === 0 ? (
          <SectionState icon="dollar" title="No payments match these filters" />
        ) : (
          <>
            <p className="admin-payments__count">{list.pagination.totalItems} payments</p>
            <ul className="payment-history__list">
              {list.payments.map((payment) => (
                <li key={payment.id} className="payment-history__item">
                  <div className="payment-history__what">
                    <p className="payment-history__description">{payment.description}</p>
                    <p className="payment-history__meta">
                      {payment.payerName
                        ? `${payment.payerName} <${payment.payerEmail}>`
                        : 'A visitor'}{' '}
                      · {formatLongDate(payment.createdAt)}
                      {payment.receiptNumber && ` · ${payment.receiptNumber}`}
                    </p>
                    {payment.refundReason && (
                      <p className="payment-history__meta">Refunded: {payment.refundReason}</p>
                    )}
                  </div>
                  <p className="payment-history__amount">
                    {formatPaymentAmount(payment.amount, payment.currency)}
                  </p>
                  <Badge tone={payment.status === 'paid' ? 'green' : 'neutral'}>
                    {payment.status}
                  </Badge>
                  {payment.needsRefund && <Badge tone="red">Needs a refund</Badge>}
                  {canRefund(payment) && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Refund ${payment.description} (${payment.payerEmail ?? 'a visitor'})`}
                      onClick={() =>
                        setRefunding({
                          id: payment.id,
                          what: `${formatPaymentAmount(payment.amount, payment.currency)} for ${payment.description}`,
                        })
                      }
                    >
                      Refund
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            <Pagination
              page={list.pagination.currentPage}
              totalPages={list.pagination.totalPages}
              onChange={(next) => setParams(filtersToQuery(filters, next))}
            />
          </>
        )}
      </Panel>
      <ConfirmDialog
        open={refunding !== null}
        title="Refund this payment?"
        confirmLabel="Refund"
        cancelLabel="Keep it"
        icon="dollar"
        tone="red"
        busy={sending}
        problem={problem}
        onConfirm={() => void confirmRefund()}
        onCancel={close}
      >
        <p>
          {refunding?.what} goes back to the payer in full. A plan ends at once; an active project
          is cancelled. The payer is told the reason.
        </p>
        <TextAreaField
          label="Reason"
          value={reason}
          counterMax={REASON_MAX}
          maxLength={REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
        />
      </ConfirmDialog>
    </div>
  );
}
