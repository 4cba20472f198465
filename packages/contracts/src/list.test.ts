import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ListQuery, encodeListQuery, listQuery, paged } from './list';

describe('list query', () => {
  it('query values arrive as strings and are coerced; page 1 and page size 15 by default', () => {
    expect(ListQuery.parse({})).toEqual({ page: 1, page_size: 15 });
    expect(ListQuery.parse({ page: '3', page_size: '20' })).toMatchObject({ page: 3, page_size: 20 });
  });
  it('page is at least 1 and page_size one of 5, 10, 15, 20', () => {
    expect(ListQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(ListQuery.safeParse({ page_size: '50' }).success).toBe(false);
    expect(ListQuery.safeParse({ page_size: '5' }).success).toBe(true);
  });
  it('status is a list given comma-separated or repeated', () => {
    expect(ListQuery.parse({ status: 'paid,failed' }).status).toEqual(['paid', 'failed']);
    expect(ListQuery.parse({ status: ['paid', 'failed,pending'] }).status).toEqual(['paid', 'failed', 'pending']);
  });
  it('status values are narrowed per resource', () => {
    const q = listQuery({ status: z.enum(['ACTIVE', 'PAUSED']) });
    expect(q.safeParse({ status: 'ACTIVE,DRAFT' }).success).toBe(false);
  });
  it('sort is field or -field, limited to the columns of the resource', () => {
    const q = listQuery({ sort: ['created_at', 'amount'] });
    expect(q.parse({ sort: '-amount' }).sort).toEqual({ field: 'amount', descending: true });
    expect(q.parse({ sort: 'created_at' }).sort).toEqual({ field: 'created_at', descending: false });
    expect(q.safeParse({ sort: 'password' }).success).toBe(false);
  });
  it('first_day and last_day are YYYY-MM-DD and in order', () => {
    expect(ListQuery.safeParse({ first_day: '2024-02-30' }).success).toBe(false);
    expect(ListQuery.safeParse({ first_day: '2024-03-02', last_day: '2024-03-01' }).success).toBe(false);
    expect(ListQuery.safeParse({ first_day: '2024-03-01', last_day: '2024-03-01' }).success).toBe(true);
  });
  it('payment_method is a list of known methods, any case', () => {
    expect(ListQuery.parse({ payment_method: 'CARD,sepa_debit' }).payment_method).toEqual(['card', 'sepa_debit']);
    expect(ListQuery.safeParse({ payment_method: 'cash' }).success).toBe(false);
  });
  it('the encoded query string parses back to the same values', () => {
    const q = ListQuery.parse({ page: 2, status: ['a', 'b'], sort: '-created_at', search: 'ana', first_day: '2024-01-01' });
    expect(ListQuery.parse(Object.fromEntries(encodeListQuery(q)))).toEqual(q);
  });
  it('a page is data, total, page and page_size', () => {
    const page = paged(z.object({ id: z.string() }));
    expect(page.parse({ data: [{ id: 'a' }], total: 31, page: 3, page_size: 15 }).total).toBe(31);
    expect(page.safeParse({ data: [], total: -1, page: 1, page_size: 15 }).success).toBe(false);
  });
});
