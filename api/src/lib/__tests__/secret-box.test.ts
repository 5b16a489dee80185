import { randomBytes } from 'node:crypto';
import { SecretBox } from '../secret-box';

const key = () => randomBytes(32).toString('hex');

describe('SecretBox', () => {
  it('opens what it sealed, with a fresh IV every time', () => {
    const box = new SecretBox(key());
    const first = box.seal('n8n_api_secret', 'user-1');
    const second = box.seal('n8n_api_secret', 'user-1');
    expect(first).not.toEqual(second);
    expect(first).not.toContain('n8n_api_secret');
    expect(first.split('.')[2]).not.toEqual(second.split('.')[2]);
    expect(box.open(first, 'user-1')).toEqual({ plaintext: 'n8n_api_secret', stale: false });
  });

  it('refuses a value moved to another owner, tampered with, or sealed under another key', () => {
    const box = new SecretBox(key());
    const sealed = box.seal('secret', 'user-1');
    expect(() => box.open(sealed, 'user-2')).toThrow();
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[4], 'base64url');
    flipped[0] ^= 1;
    parts[4] = flipped.toString('base64url');
    expect(() => box.open(parts.join('.'), 'user-1')).toThrow();
    expect(() => new SecretBox(key()).open(sealed, 'user-1')).toThrow(/key this server/);
    expect(() => box.open('garbage', 'user-1')).toThrow();
  });

  it('reads values of a previous key during a rotation and reports them stale', () => {
    const oldKey = key();
    const sealed = new SecretBox(oldKey).seal('secret', 'user-1');
    const rotated = new SecretBox(key(), [oldKey]);
    expect(rotated.open(sealed, 'user-1')).toEqual({ plaintext: 'secret', stale: true });
    const resealed = rotated.seal('secret', 'user-1');
    expect(resealed.split('.')[1]).toBe(rotated.keyId);
    expect(rotated.open(resealed, 'user-1').stale).toBe(false);
  });

  it('derives its key from SECRETS_KEY rather than using it as is', () => {
    const secretsKey = key();
    const box = new SecretBox(secretsKey);
    expect(box.keyId).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(box.keyId).toBe(new SecretBox(secretsKey).keyId);
  });
});
