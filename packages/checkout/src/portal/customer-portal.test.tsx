// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWN_API, purchase, renderPortal, SESSION, stubApi } from './portal.fixtures';

const SIGNED_OUT = { status: 401, body: { code: 'API-002', message: 'No session' } };

/** The API a buyer meets by the e-mail's link: signed out until the link's code is posted, signed in until sign-out. */
function linkSignInApi() {
  let signedIn = false;
  return stubApi({
    'GET /api/portal/session': () => (signedIn ? { status: 200, body: SESSION } : SIGNED_OUT),
    'POST /api/portal/session': () => {
      signedIn = true;
      return { status: 200, body: SESSION };
    },
    'DELETE /api/portal/session': () => {
      signedIn = false;
      return { status: 204 };
    },
    'GET /api/portal/purchases': { status: 200, body: [purchase()] },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe.each([
  {
    locale: 'es' as const,
    send: 'Envíame un código',
    signOut: 'Salir',
    signIn: 'Entrar',
    title: 'Tus compras',
    named: 'Consultora Norte — gestiona tus compras',
    sent: /Si lucia@example\.es ha comprado aquí, le hemos enviado un código de seis cifras\. El código vale hasta el /,
    newCode: 'Enviar un código nuevo',
    withdraw: 'Desistir del contrato aquí',
    confirm: 'Confirmar desistimiento',
    name: 'Tu nombre',
    received: 'Desistimiento recibido',
    wrongCode: /El código no es válido, ha caducado o ya se ha usado/,
    wait: 'Puedes volver a intentarlo dentro de 2 minutos.',
    receipt: 'Descargar el recibo del 20/06/2026',
    refunded: 'Devuelto: 121,00 €',
    until: 'Puedes desistir hasta el 04/07/2026, 12:00.',
    excluded: 'Solicitaste el suministro inmediato y aceptaste que pierdes tu derecho de desistimiento: no puedes desistir de esta compra.',
    expired: 'El plazo de desistimiento terminó el 01/06/2026, 12:00.',
  },
  {
    locale: 'en' as const,
    send: 'Send me a code',
    signOut: 'Sign out',
    signIn: 'Sign in',
    title: 'Your purchases',
    named: 'Consultora Norte — manage your purchases',
    sent: /If lucia@example\.es bought here, we sent it a six-digit code\. The code works until /,
    newCode: 'Send a new code',
    withdraw: 'Withdraw from contract here',
    confirm: 'Confirm withdrawal',
    name: 'Your name',
    received: 'Withdrawal received',
    wrongCode: /The code is not valid, has expired or was already used/,
    wait: 'You can try again in 2 minutes.',
    receipt: 'Download the receipt of 20/06/2026',
    refunded: 'Refunded: 121,00 €',
    until: 'You can withdraw until 04/07/2026, 12:00.',
    excluded: 'You asked for immediate supply and accepted that you lose your right of withdrawal: this purchase cannot be withdrawn from.',
    expired: 'The withdrawal period ended on 01/06/2026, 12:00.',
  },
])('the buyer portal in $locale', (words) => {
  it("marks its content with the portal's language, not the page's (WCAG 3.1.2)", async () => {
    stubApi({ 'GET /api/portal/session': SIGNED_OUT });
    document.documentElement.lang = 'fr';
    await renderPortal(words.locale);
    const email = await screen.findByRole('textbox');
    expect(email.closest('[lang]')?.getAttribute('lang')).toBe(words.locale);
    expect(email.closest('[lang]')?.classList.contains('cobro-checkout')).toBe(true);
    document.documentElement.lang = '';
  });

  it('asks for the e-mail, then says a code was sent if it bought here, until when, and offers a new one', async () => {
    const calls = stubApi({
      'GET /api/portal/session': SIGNED_OUT,
      'POST /api/portal/code': { status: 200, body: { expires_at: '2026-06-20T10:10:00.000Z' } },
    });
    await renderPortal(words.locale);
    // The merchant is named before sign-in.
    expect(await screen.findByRole('heading', { name: words.named })).toBeTruthy();
    const email = await screen.findByRole('textbox');
    expect(email.getAttribute('autocomplete')).toBe('email');
    fireEvent.change(email, { target: { value: 'lucia@example.es' } });
    fireEvent.click(screen.getByRole('button', { name: words.send }));
    expect(await screen.findByText(words.sent)).toBeTruthy();
    const code = screen.getByRole('textbox');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('maxlength')).toBeNull();
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    fireEvent.click(screen.getByRole('button', { name: words.newCode }));
    await waitFor(() => expect(calls.filter((call) => call.key === 'POST /api/portal/code')).toHaveLength(2));
    expect(calls.find((call) => call.key === 'POST /api/portal/code')!.body).toEqual({ organization_id: 'org_1', email: 'lucia@example.es', page_path: '/' });
  });

  it('a mistyped e-mail or code is said at its field, which takes the focus, and nothing is sent (decision 1175)', async () => {
    const calls = stubApi({
      'GET /api/portal/session': SIGNED_OUT,
      'POST /api/portal/code': { status: 200, body: { expires_at: '2026-06-20T10:10:00.000Z' } },
    });
    await renderPortal(words.locale);
    const email = await screen.findByRole('textbox');
    fireEvent.change(email, { target: { value: 'lucia@' } });
    fireEvent.click(screen.getByRole('button', { name: words.send }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(document.getElementById(email.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/portal/code')).toBe(false);
    // Checked again as it changes, once submitted; sent trimmed and in lower case, as the contract reads it.
    fireEvent.change(email, { target: { value: ' Lucia@Example.es ' } });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: words.send }));
    expect(await screen.findByText(words.sent)).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/portal/code')!.body).toMatchObject({ email: 'lucia@example.es' });

    const code = screen.getByRole('textbox');
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: words.signIn }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(calls.some((call) => call.key === 'POST /api/portal/session')).toBe(false);
  });

  it('signs in at once from the e-mail link, and takes the code out of the address bar', async () => {
    window.history.replaceState(null, '', '/portal/org_1#email=lucia%40example.es&code=123456');
    const calls = linkSignInApi();
    await renderPortal(words.locale, { hosted: true });
    expect(window.location.hash).toBe('');
    await waitFor(() => expect(document.title).toBe(`${words.title} · Consultora Norte`));
    expect(window.location.pathname).toBe('/portal/org_1');
    expect(await screen.findByRole('button', { name: words.withdraw })).toBeTruthy();
    expect(calls.filter((call) => call.key === 'POST /api/portal/session')).toEqual([
      { key: 'POST /api/portal/session', body: { organization_id: 'org_1', email: 'lucia@example.es', code: '123456' } },
    ]);
  });

  it('after signing out asks for the e-mail again, never spending the used link a second time', async () => {
    window.history.replaceState(null, '', '/portal/org_1#email=lucia%40example.es&code=123456');
    const calls = linkSignInApi();
    await renderPortal(words.locale);
    fireEvent.click(await screen.findByRole('button', { name: words.signOut }));
    expect(await screen.findByRole('button', { name: words.send })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.key === 'POST /api/portal/session')).toHaveLength(1);
  });

  it('shows a wrong code in the buyer\'s words (POR-001)', async () => {
    window.history.replaceState(null, '', '/portal/org_1#email=lucia%40example.es&code=000000');
    stubApi({
      'GET /api/portal/session': SIGNED_OUT,
      'POST /api/portal/session': { status: 400, body: { code: 'POR-001', message: 'Invalid code' } },
    });
    await renderPortal(words.locale);
    expect((await screen.findByRole('alert')).textContent).toMatch(words.wrongCode);
  });

  it('says when to try again after too many attempts (API-007, Retry-After)', async () => {
    stubApi({
      'GET /api/portal/session': SIGNED_OUT,
      'POST /api/portal/code': { status: 429, body: { code: 'API-007', message: 'Too many' }, headers: { 'retry-after': '90' } },
    });
    await renderPortal(words.locale);
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'lucia@example.es' } });
    fireEvent.click(screen.getByRole('button', { name: words.send }));
    expect(await screen.findByText(words.wait)).toBeTruthy();
  });

  it('offers the withdrawal function only while it is available, with its deadline', async () => {
    stubApi({
      'GET /api/portal/session': { status: 200, body: SESSION },
      'GET /api/portal/purchases': {
        status: 200,
        body: [
          purchase(),
          purchase({ id: 'pu_2', service_name: 'Curso', withdrawal: { state: 'expired', deadline: '2026-06-01T10:00:00.000Z', received_at: null } }),
          purchase({ id: 'pu_3', service_name: 'Descarga', withdrawal: { state: 'excluded', deadline: null, received_at: null } }),
        ],
      },
    });
    await renderPortal(words.locale);
    expect(await screen.findAllByRole('button', { name: words.withdraw })).toHaveLength(1);
    expect(screen.getByText(words.until)).toBeTruthy();
    // Decision 1161: the purchase excluded with the buyer's consent says why, once.
    expect(screen.getAllByText(words.excluded)).toHaveLength(1);
    // Decision 1165: the one whose period is over says when it ended (Madrid time), once.
    expect(screen.getAllByText(words.expired)).toHaveLength(1);
  });

  it('links each charge with a receipt to its PDF under the portal path', async () => {
    stubApi({
      'GET /api/portal/session': { status: 200, body: SESSION },
      'GET /api/portal/purchases': { status: 200, body: [purchase()] },
      'GET /api/portal/purchases/pu_1': { status: 200, body: purchase() },
    });
    await renderPortal(words.locale);
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`Auditoría`) }));
    const link = await screen.findByRole('link', { name: words.receipt });
    expect(link.getAttribute('href')).toBe(`${OWN_API()}/portal/receipts/ch_1`);
    expect(link.getAttribute('download')).toBe('recibo.pdf');
  });

  it('says what was refunded of each charge, once the shop refunded it', async () => {
    const refunded = purchase({
      withdrawal: { state: 'requested', deadline: '2026-07-04T10:00:00.000Z', received_at: '2026-06-22T08:30:00.000Z' },
      charges: [{ ...purchase().charges![0], amount_refunded: 12100, status: 'refunded' }],
    });
    stubApi({
      'GET /api/portal/session': { status: 200, body: SESSION },
      'GET /api/portal/purchases': { status: 200, body: [refunded] },
      'GET /api/portal/purchases/pu_1': { status: 200, body: refunded },
    });
    await renderPortal(words.locale);
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`Auditoría`) }));
    const charge = (await screen.findByRole('link', { name: words.receipt })).closest('li')!;
    expect(within(charge).getByText(words.refunded)).toBeTruthy();
  });

  it('confirms with only the name, sends one request however many clicks, and shows the withdrawal received', async () => {
    const calls = stubApi({
      'GET /api/portal/session': { status: 200, body: SESSION },
      'GET /api/portal/purchases': { status: 200, body: [purchase()] },
      'GET /api/portal/purchases/pu_1': { status: 200, body: purchase() },
      'POST /api/portal/purchases/pu_1/withdrawal': {
        status: 200,
        body: {
          id: 'wd_1', purchase_id: 'pu_1', customer_id: 'cu_1', email: 'lucia@example.es', name: 'Lucía García',
          service_name: 'Auditoría', plan_name: 'Básico', received_at: '2026-06-22T08:30:00.000Z', refunded_at: null,
        },
      },
    });
    await renderPortal(words.locale);
    fireEvent.click(await screen.findByRole('button', { name: words.withdraw }));
    const name = await screen.findByRole('textbox', { name: words.name });
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByText('pu_1')).toBeTruthy();
    expect(screen.getByText('Consultora Norte')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Lucía García' } });
    const confirm = screen.getByRole('button', { name: words.confirm });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    const heading = await screen.findByRole('heading', { name: words.received });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/22\/06\/2026, 10:30/)).toBeTruthy();
    expect(calls.filter((call) => call.key === 'POST /api/portal/purchases/pu_1/withdrawal')).toEqual([
      { key: 'POST /api/portal/purchases/pu_1/withdrawal', body: { name: 'Lucía García' } },
    ]);
  });
});

it('in Catalan, a purchase whose withdrawal period is over says when it ended, and offers no withdrawal', async () => {
  stubApi({
    'GET /api/portal/session': { status: 200, body: SESSION },
    'GET /api/portal/purchases': {
      status: 200,
      body: [purchase({ withdrawal: { state: 'expired', deadline: '2026-06-01T10:00:00.000Z', received_at: null } })],
    },
  });
  await renderPortal('ca');
  expect(await screen.findByText('El termini de desistiment va acabar el 01/06/2026, 12:00.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Desistir del contracte aquí' })).toBeNull();
});
