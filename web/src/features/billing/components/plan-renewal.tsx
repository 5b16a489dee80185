import { useState } from 'react';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormMessage } from '../../../ui/form-message';
import { formatLongDate } from '../../../ui/format';
import { usePlanRenewal } from '../hooks/use-plan-renewal';

export interface PlanRenewalProps {
  plan: string;
  periodEnd: string;
  cancelled: boolean;
}

/**
 * What happens at the end of the paid period, and the one action that changes it: a renewing
 * plan offers Cancel plan (asked first: it stays active to the period's end, then Free), a
 * cancelled one Resume. The sentence is a status region, so the change is announced.
 */
export function PlanRenewal({ plan, periodEnd, cancelled }: PlanRenewalProps) {
  const renewal = usePlanRenewal();
  const [asking, setAsking] = useState(false);
  const date = formatLongDate(periodEnd);

  const confirmCancel = async () => {
    if (await renewal.cancel()) setAsking(false);
  };
  const keep = () => {
    setAsking(false);
    renewal.clearProblem();
  };

  return (
    <div className="plan-renewal">
      <p className="subscription-section__muted" role="status">
        {cancelled
          ? `Your ${plan} plan is cancelled: it stays active until ${date}, then returns to Free.`
          : `Your ${plan} plan renews on ${date}.`}
      </p>
      {cancelled ? (
        <Button
          variant="secondary"
          size="sm"
          loading={renewal.busy === 'resume'}
          onClick={() => void renewal.resume()}
        >
          Resume
        </Button>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
          Cancel plan
        </Button>
      )}
      {renewal.problem && !asking && <FormMessage tone="error">{renewal.problem}</FormMessage>}
      <ConfirmDialog
        open={asking}
        title={`Cancel your ${plan} plan?`}
        confirmLabel="Cancel plan"
        cancelLabel="Keep plan"
        icon="calendar"
        tone="red"
        busy={renewal.busy === 'cancel'}
        problem={renewal.problem}
        onConfirm={() => void confirmCancel()}
        onCancel={keep}
      >
        <p>
          It stays active until {date} and is not charged again. Your account then returns to Free,
          keeping what you saved; you can resume the plan before then.
        </p>
      </ConfirmDialog>
    </div>
  );
}
