import { getFragmentData, type FragmentType } from '../../../gql/fragment-masking';
import { PaymentMethods_GatewayFragmentDoc } from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { Icon } from '../../../ui/icon';

export interface PaymentMethodsProps {
  gateways: FragmentType<typeof PaymentMethods_GatewayFragmentDoc>[];
}

/** The payment methods on offer, each marked Test Mode (no money moves) or Live. */
export function PaymentMethods({ gateways: refs }: PaymentMethodsProps) {
  const gateways = getFragmentData(PaymentMethods_GatewayFragmentDoc, refs);
  return (
    <section className="subscription-section__part" aria-labelledby="payment-methods-title">
      <h3 id="payment-methods-title" className="subscription-section__subtitle">
        Payment methods
      </h3>
      {gateways.length === 0 ? (
        <p className="subscription-section__muted">No payment methods available</p>
      ) : (
        <ul className="payment-methods">
          {gateways.map((gateway) => (
            <li key={gateway.id} className="payment-methods__item">
              <Icon name="shield" size={18} />
              <span className="payment-methods__name">{gateway.displayName}</span>
              {gateway.testMode ? (
                <Badge tone="amber">Test Mode</Badge>
              ) : (
                <Badge tone="green">Live</Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
