import { describe, expect, it } from 'vitest';
import { GatewayStep1Body } from '../entities/gateway';
import { isMerchantCategoryCode, MERCHANT_CATEGORY_CODES } from './merchant-category';

describe('merchant category codes', () => {
  it('are four-digit codes, each once, in order', () => {
    for (const code of MERCHANT_CATEGORY_CODES) expect(code).toMatch(/^\d{4}$/);
    expect(new Set(MERCHANT_CATEGORY_CODES).size).toBe(MERCHANT_CATEGORY_CODES.length);
    expect([...MERCHANT_CATEGORY_CODES].sort()).toEqual([...MERCHANT_CATEGORY_CODES]);
  });

  it('accept a shipped code only', () => {
    expect(isMerchantCategoryCode('5734')).toBe(true);
    expect(isMerchantCategoryCode('8999')).toBe(true);
    for (const value of ['', '573', '0000', ' 5734', 'software']) expect(isMerchantCategoryCode(value)).toBe(false);
  });

  it('are the only industries step 1 accepts', () => {
    const body = { company_name: 'Ana SL', company_type: 'company' };
    expect(GatewayStep1Body.safeParse({ ...body, company_industry: '5734' }).success).toBe(true);
    const refused = GatewayStep1Body.safeParse({ ...body, company_industry: '1234' });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['company_industry'], message: 'missing_field' });
  });
});
