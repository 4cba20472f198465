// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purchase, renderPortal, SESSION, stubApi } from './portal.fixtures';

const subscription = purchase({ kind: 'subscription', status: 'active', can_cancel: true, next_recurring_date: '2026-07-20T10:00:00.000Z' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each([
  { locale: 'es' as const, details: 'Detalles de Auditoría', cancel: 'Cancelar suscripción', endsOn: 'Tu suscripción termina el 20/07/2026. No se te cobrará más.', ended: 'Tu suscripción está cancelada.', updateCard: 'Actualiza tu método de pago' },
  { locale: 'en' as const, details: 'Details of Auditoría', cancel: 'Cancel subscription', endsOn: 'Your subscription ends on 20/07/2026. You will not be charged again.', ended: 'Your subscription is canceled.', updateCard: 'Update your payment method' },
])('a subscription in the portal ($locale)', (words) => {
  const open = async (canceled: Partial<typeof subscription>) => {
    const calls = stubApi({
      'GET /api/portal/session': { status: 200, body: SESSION },
      'GET /api/portal/purchases': { status: 200, body: [subscription] },
      'GET /api/portal/purchases/pu_1': { status: 200, body: subscription },
      'PUT /api/portal/purchases/pu_1/cancel': { status: 200, body: { ...subscription, can_cancel: false, ...canceled } },
    });
    await renderPortal(words.locale);
    fireEvent.click(await screen.findByRole('button', { name: words.details }));
    return calls;
  };

  it("links today's update-card page for the subscription", async () => {
    await open({});
    expect((await screen.findByRole('link', { name: words.updateCard })).getAttribute('href')).toBe('/update-card/pu_1');
  });

  it('cancels after a confirmation and says it ends at the period end when the answer says so', async () => {
    const calls = await open({ cancel_at: '2026-07-20T10:00:00.000Z' });
    fireEvent.click(await screen.findByRole('button', { name: words.cancel }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: words.cancel }));
    expect(await screen.findByText(words.endsOn)).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.key === 'PUT /api/portal/purchases/pu_1/cancel')).toHaveLength(1));
  });

  it('says it ended now when the answer says so', async () => {
    await open({ status: 'canceled', canceled_at: '2026-06-22T10:00:00.000Z' });
    fireEvent.click(await screen.findByRole('button', { name: words.cancel }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: words.cancel }));
    expect(await screen.findByText(words.ended)).toBeTruthy();
  });
});
