import { createHmac } from 'node:crypto';

/**
 * Identifiers kept instead of what they identify (a client address, an account id): HMAC-SHA256
 * under a key derived from the server's secret and a purpose, cut to 128 bits, as hex. Nobody
 * without the secret can turn one back into an address by hashing all four billion of them, and
 * the same value hashes differently for each purpose.
 */
export class KeyedHash {
  private readonly key: Buffer;

  /** `secret`: the server's SECRETS_KEY (hex). */
  constructor(secret: string, purpose: string) {
    this.key = createHmac('sha256', Buffer.from(secret, 'hex')).update(purpose).digest();
  }

  of(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('hex').slice(0, 32);
  }
}
