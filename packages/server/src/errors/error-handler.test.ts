import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoint } from '@cobro/contracts';
import { z } from 'zod';
import { createTestDatabase, testConfig } from '../../test/harness';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { route } from '../http/route';
import { AppError } from './app-error';

const probe = endpoint({
  method: 'POST',
  path: '/__probe/{id}',
  service: 'payments',
  access: 'public',
  credentials: false,
  body: z.strictObject({ amount: z.number().int().positive() }),
  response: z.object({ id: z.string(), amount: z.number() }),
});

describe('error handling', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({ config: testConfig(), database });
    route(app, probe, async ({ params, body }) => {
      if (body.amount === 13) throw new Error('secret internals at /srv/app.ts:42');
      if (body.amount === 7) throw new AppError('CHA-006', { fields: { amount: 'invalid_refund' }, details: { remaining: 500 } });
      if (body.amount === 9) return { id: params.id, amount: 'nine' } as never;
      return { id: params.id, amount: body.amount };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const call = (amount: unknown) => app.inject({ method: 'POST', url: '/api/payments/__probe/p1', payload: { amount } });

  it('registers payments-service endpoints under /api/payments with their path parameters', async () => {
    const response = await call(5);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'p1', amount: 5 });
  });

  it('an AppError becomes { code, message, fields, details } with the status of its code', async () => {
    const response = await call(7);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'CHA-006',
      message: 'The refund amount is not valid',
      fields: { amount: 'invalid_refund' },
      details: { remaining: 500 },
    });
  });

  it('an unexpected failure answers 500 API-500 with the request id and no internals', async () => {
    const response = await call(13);
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ code: 'API-500', details: { request_id: expect.any(String) } });
    expect(response.body).not.toContain('secret internals');
    expect(response.body).not.toContain('app.ts');
  });

  it('a handler answering off-contract fails loudly outside production', async () => {
    const response = await call(9);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'API-500' });
  });

  it('the contract body schema validates before the handler runs', async () => {
    const response = await call(-1);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'API-001', fields: { amount: expect.any(String) } });
  });
});
