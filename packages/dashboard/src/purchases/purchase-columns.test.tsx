// @vitest-environment happy-dom
import type { Purchase } from '@cobro/contracts';
import { DataTable } from '@cobro/ui';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPurchase } from '../common/money.fixtures';
import { screenSuite, showScreen } from '../common/screen.fixtures';
import { usePurchaseColumns } from './purchase-columns';

function PurchasesTable({ purchases }: { purchases: Purchase[] }) {
  const columns = usePurchaseColumns({ withCustomer: false });
  return <DataTable caption="Sales" columns={columns} rows={purchases} rowId={(purchase) => purchase.id} />;
}

// Issue 29 (decision 1139): the sales list's amount is the plan's price, a variable plan's per unit.
describe.each([
  ['en', '50,00 € / unit'],
  ['es', '50,00 € / unidad'],
] as const)('the sales list amount (%s)', (locale, unitPrice) => {
  screenSuite(locale);

  it("is a variable plan's price per unit, a fixed plan's plain", () => {
    const variable = aPurchase({ id: 'pu_var', plan: { ...aPurchase().plan, type: 'variable', unit_amount: 5_000 } });
    showScreen(<PurchasesTable purchases={[aPurchase(), variable]} />);
    const [fixed, metered] = screen.getAllByRole('row').slice(1).map((row) => row.textContent!.replace(/\u00a0/g, ' '));
    expect(fixed).toContain('49,90 €');
    expect(fixed).not.toContain(' / ');
    expect(metered).toContain(unitPrice);
  });
});
