import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

const pair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKey, publicKey };
};
const oldKey = pair();
const newKey = pair();

/** signing.ts as a function started with these settings (the settings are read once a process). */
async function signer(settings: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  return import('./signing');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('keyPairIdFor (a rotation of the video signing key)', () => {
  it('knows a key by its public half, from the public or the private PEM alike', async () => {
    const { publicKeySha256 } = await signer({});
    expect(publicKeySha256(oldKey.privateKey)).toBe(publicKeySha256(oldKey.publicKey));
    expect(publicKeySha256(newKey.privateKey)).not.toBe(publicKeySha256(oldKey.publicKey));
  });

  it('names the current key when no rotation is under way', async () => {
    const { keyPairIdFor } = await signer({ VIDEO_SIGNING_KEY_PAIR_ID: 'KNEW' });
    expect(keyPairIdFor(oldKey.privateKey)).toBe('KNEW');
  });

  it('names the previous key while the secret still holds its private key, and the new one once it holds the new', async () => {
    const { publicKeySha256 } = await signer({});
    const { keyPairIdFor } = await signer({
      VIDEO_SIGNING_KEY_PAIR_ID: 'KNEW',
      VIDEO_SIGNING_PREVIOUS_KEY_PAIR_ID: 'KOLD',
      VIDEO_SIGNING_PREVIOUS_KEY_SHA256: publicKeySha256(oldKey.publicKey),
    });
    // Deployed, the secret not yet updated: the cookies are signed by the old key and name it (still trusted).
    expect(keyPairIdFor(oldKey.privateKey)).toBe('KOLD');
    // The operator put the new private key: the cookies name the new key.
    expect(keyPairIdFor(newKey.privateKey)).toBe('KNEW');
  });

  it('refuses a previous key without its fingerprint: a deployment error, not a guess', async () => {
    const { keyPairIdFor } = await signer({
      VIDEO_SIGNING_KEY_PAIR_ID: 'KNEW',
      VIDEO_SIGNING_PREVIOUS_KEY_PAIR_ID: 'KOLD',
    });
    expect(() => keyPairIdFor(oldKey.privateKey)).toThrow(
      'Missing configuration VIDEO_SIGNING_PREVIOUS_KEY_SHA256',
    );
  });
});
