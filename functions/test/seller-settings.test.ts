import { demoSeller, sellerEnvironment } from '@academy/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module (and env cache) over `variables`, as a new container would read them. */
async function sellerWith(variables: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  return (await import('../src/payments/seller-settings')).seller;
}

describe('seller() (the payments functions’ seller settings)', () => {
  beforeEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads the settings CDK and the local stack set, with their defaults', async () => {
    const seller = await sellerWith(sellerEnvironment(demoSeller));

    expect(seller()).toEqual({
      ...demoSeller,
      sac: '999293',
      gstRateBasisPoints: 1800,
      invoiceSeries: 'AC',
      creditNoteSeries: 'CN',
      refundWindowDays: 7,
    });
  });

  it('fails with a configuration error naming the setting when one is missing or wrong', async () => {
    const missing = await sellerWith({ ...sellerEnvironment(demoSeller), SELLER_GSTIN: undefined });
    const badGstin = await sellerWith({ ...sellerEnvironment(demoSeller), SELLER_GSTIN: '29AAGCA1234F1Z1' });

    expect(() => missing()).toThrow(/seller settings .* are missing or invalid: .*gstin/i);
    expect(() => badGstin()).toThrow(expect.objectContaining({ name: 'SellerConfigurationError' }));
  });
});
