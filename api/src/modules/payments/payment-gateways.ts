/**
 * The gateways on offer, in the order configured (the first is the default): where plans,
 * checkout, settlement and the test page look a payment method up. A name the payer sends that is
 * not on offer is a 400 on the field that named it.
 */

import { AppError } from '../../core/app-error';
import type { GatewayInfo, PaymentGateway } from './gateways/payment-gateway';

export class PaymentGateways {
  private readonly byName: Map<string, PaymentGateway>;

  constructor(private readonly offered: PaymentGateway[]) {
    this.byName = new Map(offered.map((gateway) => [gateway.name, gateway]));
  }

  /** The payment methods as the plan cards list them. */
  info(): GatewayInfo[] {
    return this.offered.map(({ id, name, displayName, testMode }) => ({
      id,
      name,
      displayName,
      testMode,
    }));
  }

  /** Whether no gateway is configured at all. */
  none(): boolean {
    return this.offered.length === 0;
  }

  get(name: string): PaymentGateway | undefined {
    return this.byName.get(name);
  }

  /** The gateway the payer named, or a 400 on `field`. */
  require(name: string, field: string): PaymentGateway {
    const gateway = this.get(name);
    if (!gateway) {
      throw AppError.validation('Invalid input', { [field]: 'is not an available payment method' });
    }
    return gateway;
  }

  /** The first gateway configured, for a checkout that names none. */
  default(): PaymentGateway {
    const [first] = this.offered;
    if (!first) throw new AppError('validation_error', 'No payment methods available');
    return first;
  }
}
