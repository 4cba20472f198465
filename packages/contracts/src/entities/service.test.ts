import { describe, expect, it } from 'vitest';
import { ServiceCreateBody, ServiceCreateQuery, ServiceUpdateBody } from './service';

const plan = { name: 'Único', description: 'Pago único', unit_amount: 1000, type: 'fixed', recurring: false };
const image = (type: string, size: number) => new File([new Uint8Array(size)], 'cover', { type });
const messages = (v: object) => ServiceCreateBody.safeParse(v).error?.issues.map((i) => i.message) ?? [];

describe('service', () => {
  it('service name is required (services.missing_field), max 50 (too_long)', () => {
    expect(messages({ name: '', plans: [plan] })).toEqual(['services.missing_field']);
    expect(messages({ name: 'x'.repeat(50), plans: [plan] })).toEqual([]);
    expect(messages({ name: 'x'.repeat(51), plans: [plan] })).toEqual(['too_long']);
  });
  it('a plan name past 50 characters and a description past 300 are too long', () => {
    expect(messages({ name: 'Gimnasio', plans: [{ ...plan, name: 'x'.repeat(51) }] })).toEqual(['too_long']);
    expect(messages({ name: 'Gimnasio', plans: [{ ...plan, description: 'x'.repeat(301) }] })).toEqual(['too_long']);
  });
  it('a service needs at least one plan (services.missing_plans)', () => {
    expect(messages({ name: 'Gimnasio', plans: [] })).toEqual(['services.missing_plans']);
  });
  it('plans arrive as JSON text in the multipart body and parse like an array', () => {
    const parsed = ServiceCreateBody.parse({ name: 'Gimnasio', plans: JSON.stringify([plan]) });
    expect(parsed.plans[0]).toMatchObject({ name: 'Único', unit_amount: 1000, frequency: null });
    expect(messages({ name: 'Gimnasio', plans: '[not json' })).toContain('invalid_json');
  });
  it('one image only, jpeg or png, at most 10 MB (services.images_problem)', () => {
    expect(messages({ name: 'G', plans: [plan], files: [image('image/png', 10)] })).toEqual([]);
    expect(messages({ name: 'G', plans: [plan], files: [image('image/png', 1), image('image/png', 1)] })).toEqual(['services.images_problem']);
    expect(messages({ name: 'G', plans: [plan], files: [image('image/gif', 1)] })).toEqual(['services.images_problem']);
    expect(messages({ name: 'G', plans: [plan], files: [image('image/jpeg', 10 * 1024 * 1024 + 1)] })).toEqual(['services.images_problem']);
  });
  it('publish=true or false arrives as text', () => {
    expect(ServiceCreateQuery.parse({ publish: 'false' })).toEqual({ publish: false });
    expect(ServiceCreateQuery.safeParse({ publish: 'yes' }).success).toBe(false);
  });
  it('an edit keeps images as a JSON list of URLs and takes the cover as a URL or a file', () => {
    expect(ServiceUpdateBody.parse({ name: 'G', images: '["https://cdn/a.png"]', cover: 'https://cdn/a.png' })).toMatchObject({
      images: ['https://cdn/a.png'],
    });
  });
});
