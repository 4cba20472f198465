// @vitest-environment happy-dom
import type { Organization } from '@cobro/contracts';
import { $toasts } from '@cobro/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, json, screenSuite, showScreen } from '../../common/screen.fixtures';
import { ApiPage } from './api-page';

const KEY = { id: 'key_1', created_at: '2026-03-05T13:30:00Z' };

/** GET /organizations/api-key answers `stored`; every change (generate, delete) fails with a server error. */
function server(stored: typeof KEY | null) {
  return vi.fn(async (_url: string, init?: RequestInit) => (init?.method && init.method !== 'GET' ? failure('API-500') : json(stored)));
}

const TEXTS = {
  en: {
    generate: 'Generate key', regenerate: 'Regenerate', remove: 'Delete', regenerateTitle: 'Regenerate the secret key?', removeTitle: 'Delete the secret key?',
    notGenerated: 'The key could not be generated', notDeleted: 'The key could not be deleted', why: 'API-500: Something went wrong on our side',
  },
  es: {
    generate: 'Generar clave', regenerate: 'Regenerar', remove: 'Eliminar', regenerateTitle: '¿Regenerar la clave secreta?', removeTitle: '¿Eliminar la clave secreta?',
    notGenerated: 'No se pudo generar la clave', notDeleted: 'No se pudo eliminar la clave', why: 'API-500: Algo ha fallado por nuestra parte',
  },
} as const;

// services-and-configuration 8, "Configuration": "Key generation and deletion errors: regenerate_error and
// delete_error, with error_description."
describe.each(['en', 'es'] as const)('the API key errors (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  const show = () => showScreen(<ApiPage organization={{ id: 'org_1' } as Organization} />, { path: '/dashboard/configuration/api' });

  it('a key that cannot be generated is the regenerate_error toast, described by the failure', async () => {
    vi.stubGlobal('fetch', server(null));
    show();
    fireEvent.click(await screen.findByRole('button', { name: texts.generate }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: texts.notGenerated, description: texts.why, tone: 'danger' }]));
  });

  it('so is a key that cannot be regenerated, once confirmed', async () => {
    vi.stubGlobal('fetch', server(KEY));
    show();
    fireEvent.click(await screen.findByRole('button', { name: texts.regenerate }));
    fireEvent.click(within(screen.getByRole('dialog', { name: texts.regenerateTitle })).getByRole('button', { name: texts.regenerate }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: texts.notGenerated, description: texts.why, tone: 'danger' }]));
  });

  it('a key that cannot be deleted is the delete_error toast, described by the failure', async () => {
    vi.stubGlobal('fetch', server(KEY));
    show();
    fireEvent.click(await screen.findByRole('button', { name: texts.remove }));
    fireEvent.click(within(screen.getByRole('dialog', { name: texts.removeTitle })).getByRole('button', { name: texts.remove }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: texts.notDeleted, description: texts.why, tone: 'danger' }]));
    expect(screen.queryByRole('dialog', { name: texts.removeTitle })).toBeNull();
  });
});
