import { getFragmentData, type FragmentType } from '../../../gql/fragment-masking';
import { PlanCard_PlanFragmentDoc } from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { formatPlanPrice, planActionLabel } from '../billing-format';

export interface PlanCardProps {
  plan: FragmentType<typeof PlanCard_PlanFragmentDoc>;
  /** The account's plan now: its card cannot be chosen again. */
  current: boolean;
  /** This plan's calls are running. */
  choosing: boolean;
  /** Another plan's calls are running. */
  disabled: boolean;
  /** Said instead of the button when the plan cannot be chosen now but comes by itself. */
  note?: string | null;
  onChoose(planId: string): void;
}

/** One plan on offer: price per period, what it includes, and the way to choose it. */
export function PlanCard({
  plan: planRef,
  current,
  choosing,
  disabled,
  note,
  onChoose,
}: PlanCardProps) {
  const plan = getFragmentData(PlanCard_PlanFragmentDoc, planRef);
  const titleId = `plan-card-${plan.id}`;
  const classes = [
    'plan-card',
    plan.mostPopular && 'plan-card--popular',
    current && 'plan-card--current',
  ];
  return (
    <article className={classes.filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="plan-card__top">
        <h4 id={titleId} className="plan-card__name">
          {plan.name}
        </h4>
        {plan.mostPopular && (
          <Badge tone="brand" icon={<Icon name="sparkles" size={14} />}>
            Most Popular
          </Badge>
        )}
      </div>
      <p className="plan-card__price">
        {formatPlanPrice(plan.price, plan.currency, plan.duration)}
      </p>
      <p className="plan-card__description">{plan.description}</p>
      <ul className="plan-card__features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={16} />
            {feature}
          </li>
        ))}
      </ul>
      {note ? (
        <p className="plan-card__note">
          <Icon name="calendar" size={16} />
          {note}
        </p>
      ) : (
        <Button
          block
          variant={current ? 'secondary' : plan.mostPopular ? 'primary' : 'secondary'}
          disabled={current || disabled}
          loading={choosing}
          onClick={() => onChoose(plan.id)}
        >
          {planActionLabel(plan.price, current)}
        </Button>
      )}
    </article>
  );
}
