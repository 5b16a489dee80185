import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Sealed secrets read `v1.<key id>.<iv>.<tag>.<ciphertext>`, each part base64url. */
const FORMAT = 'v1';

interface BoxKey {
  id: string;
  key: Buffer;
}

/** A secret sealed by `SecretBox`, and whether it was sealed under an older key. */
export interface OpenedSecret {
  plaintext: string;
  /** Sealed under a SECRETS_KEY_PREVIOUS key: seal it again so the old key can be dropped. */
  stale: boolean;
}

/**
 * Secrets at rest (users' n8n API keys), sealed with AES-256-GCM: a random 96-bit IV per seal,
 * the 128-bit tag checked on open, and `context` (e.g. the owner's id) bound in as additional
 * data, so a sealed value copied onto another row does not open there.
 *
 * The encryption key is derived from SECRETS_KEY with HKDF, so the same SECRETS_KEY can key the
 * rate limiter's hashes without the two uses sharing a key. Each sealed value names its key by a
 * short id: after SECRETS_KEY changes, values sealed under an older key still open through
 * SECRETS_KEY_PREVIOUS and report `stale`, for the owner to seal them again.
 */
export class SecretBox {
  private readonly current: BoxKey;
  private readonly byId: Map<string, BoxKey>;

  constructor(secretsKey: string, previousKeys: readonly string[] = []) {
    const keys = [secretsKey, ...previousKeys].map(deriveKey);
    this.current = keys[0];
    this.byId = new Map(keys.map((key) => [key.id, key]));
  }

  /** The id of the key new seals use, stored beside them to find values left to re-seal. */
  get keyId(): string {
    return this.current.id;
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.current.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [FORMAT, this.current.id, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plaintext; throws when the value was tampered with, or sealed under an unknown key. */
  open(sealed: string, context: string): OpenedSecret {
    const [format, keyId, iv, tag, ciphertext] = sealed.split('.');
    const key = this.byId.get(keyId ?? '');
    if (format !== FORMAT || !key || iv === undefined || !tag || ciphertext === undefined) {
      throw new Error('The secret was sealed under a key this server does not have');
    }
    const decipher = createDecipheriv(ALGORITHM, key.key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plaintext = Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
    return { plaintext, stale: key !== this.current };
  }
}

function deriveKey(secretsKey: string): BoxKey {
  const key = Buffer.from(
    hkdfSync('sha256', Buffer.from(secretsKey, 'hex'), 'flowvault', 'secret-box aes-256-gcm', 32),
  );
  const id = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  return { id, key };
}
