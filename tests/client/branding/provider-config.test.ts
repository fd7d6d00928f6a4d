import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../../../src/client/runtime-config.ts';

const auth = { domain: 'http://localhost/idp', clientId: 'spa', audience: 'api', scope: 'openid' };

describe('runtime config: provider brand', () => {
  it('reads the name variants, colours and footer links the server sends', () => {
    const { provider } = parseRuntimeConfig({
      apiBaseUrl: '/api',
      auth,
      provider: {
        legalName: 'Keystone Home Lending, LLC',
        nmlsId: '1464945',
        nameVariants: ['keystone home lending', 7, ''],
        primaryColor: '#278A43',
        secondaryColor: '#333333',
        links: {
          nmlsConsumerAccess: 'https://n',
          legal: 'https://l',
          terms: 'https://t',
          privacy: 'https://p',
        },
      },
    });
    expect(provider).toEqual({
      legalName: 'Keystone Home Lending, LLC',
      nmlsId: '1464945',
      nameVariants: ['keystone home lending'],
      primaryColor: '#278A43',
      secondaryColor: '#333333',
      links: {
        nmlsConsumerAccess: 'https://n',
        legal: 'https://l',
        terms: 'https://t',
        privacy: 'https://p',
      },
    });
  });

  it('falls back to the default brand, the legal name as variant and no links', () => {
    const { provider } = parseRuntimeConfig({
      apiBaseUrl: '/api',
      auth,
      provider: { legalName: 'Keystone Home Lending, LLC', nmlsId: 1464945 },
    });
    expect(provider.nmlsId).toBe('1464945');
    expect(provider.nameVariants).toEqual(['Keystone Home Lending']);
    expect(provider.primaryColor).toBe('#278A43');
    expect(provider.secondaryColor).toBe('#333333');
    expect(provider.links).toEqual({ nmlsConsumerAccess: '', legal: '', terms: '', privacy: '' });
  });
});
