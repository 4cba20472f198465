import { ERROR_CODES, WIDGET_ERROR_CODES, type ErrorCode, type WidgetErrorCodeKey } from '@cobro/contracts';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { i18n } from '@lingui/core';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from './catalogs';
import { ERROR_MESSAGES, errorMessage } from './errors/error-messages';
import { FIELD_MESSAGE_TEXTS, fieldMessage } from './errors/field-messages';
import { WIDGET_ERROR_DESCRIPTIONS, widgetErrorMessage } from './errors/widget-error-messages';
import { WIDGET_ERROR_RECOMMENDATIONS, widgetErrorRecommendation } from './errors/widget-error-recommendations';
import { LOCALES, type Locale } from './locale';
import { $locale } from './page-locale';

type CatalogEntries = Record<string, { translation?: string; message?: string }>;

const configPath = fileURLToPath(new URL('../../../lingui.config.ts', import.meta.url));
const entries: Record<string, Record<Locale, CatalogEntries>> = {};
let fallbackLocales: unknown;

beforeAll(async () => {
  // The committed .po files as Lingui's CLI reads them, without any fallback filling the gaps.
  const config = getConfig({ configPath, skipValidation: true });
  fallbackLocales = config.fallbackLocales;
  for (const catalog of await getCatalogs(config)) {
    const name = /\/locales\/([\w-]+)\//.exec(catalog.path)![1];
    const read = async (locale: Locale) => [locale, (await catalog.read(locale)) ?? {}] as const;
    entries[name] = Object.fromEntries(await Promise.all(LOCALES.map(read))) as Record<Locale, CatalogEntries>;
  }
});

const untranslated = (catalog: CatalogEntries) =>
  Object.entries(catalog)
    .filter(([, entry]) => !entry.translation)
    .map(([id, entry]) => entry.message ?? id);

describe('catalogs', () => {
  it('there are six catalogs, dashboard and its sections, sdk and its steps, widget and widget-dialog (the pay button), each in en, es and ca', () => {
    expect(Object.keys(entries).sort()).toEqual(['dashboard', 'dashboard-sections', 'sdk', 'sdk-steps', 'widget', 'widget-dialog']);
  });

  it.each(['dashboard', 'dashboard-sections', 'sdk', 'sdk-steps', 'widget', 'widget-dialog'])('every message of the %s catalog is translated in en, es and ca', (name) => {
    expect(untranslated(entries[name].en)).toEqual([]);
    expect(untranslated(entries[name].es)).toEqual([]);
    expect(untranslated(entries[name].ca)).toEqual([]);
  });

  it('a message missing in Catalan falls back to Spanish, then English (decision 1156)', () => {
    expect(fallbackLocales).toEqual({ ca: ['es', 'en'], default: 'en' });
  });

  // Issue 27: one Spanish word for one thing in every catalog.
  it.each(['dashboard', 'dashboard-sections', 'sdk', 'sdk-steps', 'widget', 'widget-dialog'])('the Spanish %s catalog says "pasarela de pago", never "pasarela de pagos"', (name) => {
    const texts = Object.values(entries[name].es).map((entry) => entry.translation ?? '');
    expect(texts.filter((text) => /pasarelas? de pagos/i.test(text))).toEqual([]);
  });

  it('the widget (sdk) catalog never ships the dashboard error texts', () => {
    const sdkIds = new Set(Object.keys(entries.sdk.en));
    expect(sdkIds.has(ERROR_MESSAGES['CUS-005'].id)).toBe(false);
  });
});

describe('error codes', () => {
  it('every code of ERROR_CODES has a text', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it('every code of ERROR_CODES has a Spanish text in the dashboard catalog', () => {
    const missing = (Object.keys(ERROR_CODES) as ErrorCode[]).filter(
      (code) => !entries.dashboard.es[ERROR_MESSAGES[code].id]?.translation,
    );
    expect(missing).toEqual([]);
  });

  it('every field message key has a Spanish text in both catalogs', () => {
    for (const name of ['dashboard', 'sdk']) {
      const missing = Object.entries(FIELD_MESSAGE_TEXTS)
        .filter(([, descriptor]) => !entries[name].es[descriptor.id]?.translation)
        .map(([key]) => key);
      expect(missing, name).toEqual([]);
    }
  });
});

describe('widget error codes', () => {
  const codes = Object.keys(WIDGET_ERROR_CODES) as WidgetErrorCodeKey[];

  it('every published widget code has a description and a recommendation', () => {
    expect(Object.keys(WIDGET_ERROR_DESCRIPTIONS).sort()).toEqual([...codes].sort());
    expect(Object.keys(WIDGET_ERROR_RECOMMENDATIONS).sort()).toEqual([...codes].sort());
  });

  it('every widget code has a Spanish description in the sdk catalog, which the widget ships', () => {
    expect(codes.filter((code) => !entries.sdk.es[WIDGET_ERROR_DESCRIPTIONS[code].id]?.translation)).toEqual([]);
  });

  it('every widget code has a Spanish recommendation in the dashboard catalog, and the sdk catalog has none', () => {
    expect(codes.filter((code) => !entries.dashboard.es[WIDGET_ERROR_RECOMMENDATIONS[code].id]?.translation)).toEqual([]);
    expect(codes.filter((code) => WIDGET_ERROR_RECOMMENDATIONS[code].id in entries.sdk.en)).toEqual([]);
  });
});

describe('loadCatalog and the translated texts', () => {
  it('loads the compiled Spanish dashboard catalog, activates it and sets $locale', async () => {
    await loadCatalog('dashboard', 'es');
    expect(i18n.locale).toBe('es');
    expect($locale.get()).toBe('es');
    expect(errorMessage('PG-001')).toBe('Ya existe una empresa con este nombre');
    expect(errorMessage('CHA-006')).toBe('El importe de la devolución no es válido');
  });

  it('errorMessage gives undefined for a code outside the catalogue, so the caller can fall back', () => {
    expect(errorMessage('NOPE-001')).toBeUndefined();
  });

  it('fieldMessage translates spec keys, reads missing_{name} as a missing field and passes texts through', async () => {
    await loadCatalog('sdk', 'es');
    expect(fieldMessage('services.invalid_amount')).toBe('Introduce un importe positivo sin signos ni exponentes');
    expect(fieldMessage('valid_password')).toBe('Usa al menos 8 caracteres, con un número, una minúscula y una mayúscula');
    expect(fieldMessage('missing_front_dni')).toBe('Este campo es obligatorio');
    expect(fieldMessage('Free text from the server')).toBe('Free text from the server');
    // Issue 27: a key of the server's with no text of its own was shown as it came.
    expect(fieldMessage('invalid_type')).toBe('Este valor no es válido');
  });

  it('widgetErrorMessage translates the published widget codes from the sdk catalog', async () => {
    await loadCatalog('sdk', 'es');
    expect(widgetErrorMessage('OTFE-002')).toBe('Los atributos del botón de pago no son válidos.');
    expect(widgetErrorMessage('LOG-001')).toBeUndefined();
    await loadCatalog('dashboard', 'es');
    expect(widgetErrorRecommendation('AE-003')).toBe(
      'Añade el dominio https exacto de esta página (sin ruta) en Configuración > Checkout web, paso 1.',
    );
  });

  it('the Catalan sdk catalog translates the widget codes and the field messages (decision 1156)', async () => {
    await loadCatalog('sdk', 'ca');
    expect($locale.get()).toBe('ca');
    expect(widgetErrorMessage('OTFE-002')).toBe('Els atributs del botó de pagament no són vàlids.');
    expect(widgetErrorMessage('CHK-017')).toBe("S'ha rebutjat el pagament.");
    expect(fieldMessage('missing_front_dni')).toBe('Aquest camp és obligatori');
    expect(fieldMessage('valid_password')).toBe('Fes servir almenys 8 caràcters, amb una xifra, una minúscula i una majúscula');
  });

  it('switching back to English gives the source texts', async () => {
    await loadCatalog('dashboard', 'en');
    expect($locale.get()).toBe('en');
    expect(errorMessage('PG-001')).toBe('A company with this name already exists');
    expect(fieldMessage('services.images_problem')).toBe('Upload one JPG or PNG image of up to 10 MB');
  });
});
