import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MerchantService, paged, Plan } from '@cobro/contracts';
import { databases } from '../../../test/harness';
import { prefixQuery } from './search-rules';
import { catalogTest, fixedPlan, type CatalogTest } from './services.fixtures';

const ServicesPage = paged(MerchantService);
const PlansPage = paged(Plan);

describe('prefixQuery', () => {
  it('is null when nothing searchable was typed', () => {
    expect(prefixQuery('  ')).toBeNull();
    expect(prefixQuery('& !()')).toBeNull();
    expect(prefixQuery(undefined)).toBeNull();
    expect(prefixQuery('Cons')).not.toBeNull();
  });
});

describe.each(databases)('GET /services and /plans on %s', (db) => {
  let c: CatalogTest;
  beforeAll(async () => {
    c = await catalogTest(db);
  });
  afterAll(() => c?.t.close());

  const services = async (query: string) => ServicesPage.parse((await c.call('GET', `/api/services?${query}`)).json());
  const planList = async (query: string) => PlansPage.parse((await c.call('GET', `/api/plans?${query}`)).json());

  it('filters by the status it is given (the seed has two ACTIVE services and one DRAFT)', async () => {
    expect((await services('status=ACTIVE')).data.map((s) => s.name).sort()).toEqual(['Clases de yoga', 'Consultoría fiscal']);
    expect((await services('status=DRAFT')).data.map((s) => s.name)).toEqual(['Taller de cerámica']);
    expect((await services('status=ACTIVE,DRAFT')).total).toBe(3);
    expect((await services('status=PAUSED')).total).toBe(0);
  });

  it('an unknown status, sort column or page size is a 400', async () => {
    for (const query of ['status=LIVE', 'sort=secret', 'page_size=7']) {
      expect((await c.call('GET', `/api/services?${query}`)).statusCode).toBe(400);
    }
  });

  it('search matches word prefixes: "Cons" finds "Consultoría fiscal"', async () => {
    expect((await services('search=Cons')).data.map((s) => s.name)).toEqual(['Consultoría fiscal']);
    expect((await services('search=fisc')).total).toBe(1);
    expect((await services('search=cerámica')).data.map((s) => s.name)).toEqual(['Taller de cerámica']);
    expect((await services('search=zzz')).total).toBe(0);
    // tsquery syntax typed is text, never syntax: no error, and words still count as prefixes.
    expect((await services(`search=${encodeURIComponent("Cons & !(fisc) 'x'")}`)).total).toBe(0);
    expect((await services(`search=${encodeURIComponent('cons: fisc*')}`)).data.map((s) => s.name)).toEqual(['Consultoría fiscal']);
    expect((await planList('search=renta')).data.map((p) => p.name)).toEqual(['Declaración de la renta']);
  });

  it('pages with a total and sorts by an allowed column', async () => {
    const first = await services('page_size=5&sort=name');
    expect(first.data.map((s) => s.name)).toEqual(['Clases de yoga', 'Consultoría fiscal', 'Taller de cerámica']);
    const page = await planList('page_size=5&page=2&sort=-unit_amount');
    expect(page).toMatchObject({ total: 9, page: 2, page_size: 5 });
    expect(page.data).toHaveLength(4);
    const amounts = page.data.map((p) => p.unit_amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('the plans list carries each plan\'s service and the seeded payment links', async () => {
    const active = await planList('status=ACTIVE&page_size=20');
    expect(active.total).toBe(7);
    const linked = active.data.filter((p) => p.payment_link?.active);
    expect(linked.every((p) => p.type === 'fixed' && p.stripe_id)).toBe(true);
    expect(active.data.every((p) => p.service?.name)).toBe(true);
  });

  it('services carry their live plans, and deleted ones leave every list', async () => {
    const draft = await c.create({ name: 'Borrable', plans: [fixedPlan({ name: 'Único borrable' })] });
    expect((await services('search=Borrable')).data[0].plans.map((p) => p.name)).toEqual(['Único borrable']);
    await c.call('DELETE', `/api/services/${draft.id}`);
    expect((await services('search=Borrable')).total).toBe(0);
    expect((await planList('search=borrable')).total).toBe(0);
  });
});
