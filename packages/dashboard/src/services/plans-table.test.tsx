// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screenSuite, showScreen } from '../common/screen.fixtures';
import { aPlan } from './catalog.fixtures';
import { NewPlansTable, StoredPlansTable } from './plans-table';

const UNIT = { en: 'unit', es: 'unidad' } as const;

/** The text of each row, spaces made plain. */
const rowTexts = () => screen.getAllByRole('row').slice(1).map((row) => row.textContent!.replace(/\u00a0/g, ' '));

// Issue 29 (decision 1139): a variable plan's unit_amount is the price of one unit, so its tables say so.
describe.each(['en', 'es'] as const)('the plans tables (%s)', (locale) => {
  screenSuite(locale);

  it("a stored variable plan's amount is its price per unit; a fixed plan's is plain", () => {
    const plans = [aPlan({ id: 'fixed', name: 'Cuota', unit_amount: 4_900 }), aPlan({ id: 'var', name: 'Horas', type: 'variable', unit_amount: 5_000 })];
    showScreen(<StoredPlansTable plans={plans} menu={() => []} />);
    const [fixed, variable] = rowTexts();
    expect(fixed).toContain('49,00 €');
    expect(fixed).not.toContain(`/ ${UNIT[locale]}`);
    expect(variable).toContain(`50,00 € / ${UNIT[locale]}`);
  });

  it('so is a variable plan of a service being created', () => {
    const plan = { key: 'k1', name: 'Horas', description: 'Por hora', unit_amount: 5_000, type: 'variable' as const, recurring: true, frequency: 'month' as const };
    showScreen(<NewPlansTable plans={[plan]} onRemove={() => undefined} />);
    expect(rowTexts()[0]).toContain(`50,00 € / ${UNIT[locale]}`);
  });
});
