import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

type Row = { id: string; name: string; amount: number };
const rows: Row[] = [
  { id: 'a', name: 'Yoga', amount: 1 },
  { id: 'b', name: 'Pilates', amount: 2 },
];
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Nombre', sortField: 'name', rowHeader: true, cell: (row) => row.name },
  { id: 'amount', header: 'Importe', sortField: 'amount', cell: (row) => row.amount },
  { id: 'note', header: 'Nota', cell: () => '-' },
];
const render = (props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <DataTable caption="Planes" columns={columns} rows={rows} rowId={(row) => row.id} {...props} />
    </I18nProvider>,
  );

describe('DataTable markup', () => {
  beforeAll(() => loadCatalog('sdk', 'es'));

  it('sortable headers carry aria-sort and a button; the others neither', () => {
    const html = render({ sort: { field: 'amount', descending: true }, onSortChange: () => undefined });
    expect(html).toContain('<th scope="col" class="data-table__header data-table__header--sortable" aria-sort="none"><button');
    expect(html).toContain('aria-sort="descending"');
    expect(html).toContain('<th scope="col" class="data-table__header">Nota</th>');
  });

  it('the name column is a row header', () => {
    expect(render()).toContain('<th scope="row" class="data-table__cell">Yoga</th>');
  });

  it('selection adds a labelled select-all and one labelled checkbox per row', () => {
    const html = render({ selection: { selected: ['a'], onChange: () => undefined, rowLabel: (row) => row.name } });
    expect(html).toContain('aria-label="Seleccionar todas las filas de esta página"');
    expect(html).toContain('aria-label="Seleccionar Yoga"');
    expect(html).toMatch(/aria-label="Seleccionar Yoga" checked=""/);
    expect(html).not.toMatch(/aria-label="Seleccionar Pilates" checked=""/);
  });

  it('a row with no allowed action gets no menu button', () => {
    const html = render({
      rowActions: (row) => (row.id === 'a' ? [{ id: 'x', label: 'Pausar' }] : []),
      rowActionsLabel: (row) => `Acciones de ${row.name}`,
    });
    expect(html).toContain('aria-label="Acciones de Yoga"');
    expect(html).not.toContain('aria-label="Acciones de Pilates"');
  });

  it('a field cell carries its column name for the card layout, hidden from screen readers; the row header does not', () => {
    const html = render();
    expect(html).toContain(
      '<td class="data-table__cell"><span class="data-table__label" aria-hidden="true">Importe</span><div class="data-table__value">1</div></td>',
    );
    expect(html).not.toContain('aria-hidden="true">Nombre</span>');
  });

  it('a header where nothing acts is marked so cards draw no header bar', () => {
    expect(render()).toContain('<thead class="data-table__head--names-only">');
    expect(render({ onSortChange: () => undefined })).toContain('<thead><tr>');
  });
});
