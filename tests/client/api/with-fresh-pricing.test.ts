import type { AxiosInstance } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { withFreshPricing } from '../../../src/client/api/pricing-api.ts';

const result = {
  products: [
    { id: 'HELOC-360-0', originationFeePercent: 0 },
    { id: 'HELOC-360-1', originationFeePercent: 1 },
    { id: 'HELOC-360-2', originationFeePercent: 2 },
  ],
  maxLoanAmountsByBuydown: { '0%': 120000 },
  limitedBy: 'none',
  minAmount: 0,
  prequalAmount: 120000,
};

describe('pricing an application (spec 4.8, 5, 7.2)', () => {
  it('keeps the offers and the 0% and 2% options', async () => {
    const http = { post: vi.fn(async () => ({ data: result })) } as unknown as AxiosInstance;
    const priced = await withFreshPricing<{ appId: string; pricing?: Record<string, unknown> }>(http, {
      appId: '7',
    });
    expect(priced.pricing).toMatchObject({
      offers: result.products,
      products: [{ id: 'HELOC-360-0' }, { id: 'HELOC-360-2' }],
      prequalAmount: 120000,
    });
  });

  it('finds the 0% and 2% options by their fee, leaving out one no offer has', async () => {
    const products = [
      { id: 'HELOC-360-3', originationFeePercent: 3 },
      { id: 'HELOC-240-3', originationFeePercent: 3 },
      { id: 'HELOAN-360-0', originationFeePercent: 0 },
    ];
    const http = { post: vi.fn(async () => ({ data: { ...result, products } })) } as unknown as AxiosInstance;
    const priced = await withFreshPricing<{ appId: string; pricing?: Record<string, unknown> }>(http, {
      appId: '7',
    });
    expect(priced.pricing?.products).toEqual([{ id: 'HELOAN-360-0', originationFeePercent: 0 }]);
  });

  it("skips an application without appId, logging 'Missing required appId'", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const http = { post: vi.fn() } as unknown as AxiosInstance;
    const input = { appId: null, loan: 1 };
    expect(await withFreshPricing(http, input)).toBe(input);
    expect(http.post).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('Missing required appId');
  });

  it('returns the input unchanged when pricing fails, without throwing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const http = { post: vi.fn(async () => Promise.reject(new Error('down'))) } as unknown as AxiosInstance;
    const input = { appId: '7', pricing: { offers: [] } };
    expect(await withFreshPricing(http, input)).toBe(input);
    expect(error).toHaveBeenCalled();
  });
});
