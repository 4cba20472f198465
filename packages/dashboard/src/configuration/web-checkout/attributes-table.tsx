import { DataTable, type DataTableColumn } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { REQUIREMENT_LABELS, type AttributeInfo } from './button-attributes';

/** The attribute information tab: every attribute of this kind of button, whether it is required, its values, an example. */
export function AttributesTable({ caption, rows }: { caption: string; rows: readonly AttributeInfo[] }) {
  const { t, i18n } = useLingui();
  const columns: DataTableColumn<AttributeInfo>[] = [
    { id: 'name', header: t`Attribute`, rowHeader: true, cell: (row) => <code translate="no">{row.name}</code> },
    { id: 'required', header: t`Required`, cell: (row) => i18n._(REQUIREMENT_LABELS[row.required]) },
    { id: 'values', header: t`Values`, cell: (row) => i18n._(row.values) },
    {
      id: 'example',
      header: t`Example`,
      cell: (row) => <code translate="no">{row.example === true ? row.name : row.example}</code>,
    },
  ];
  return (
    <DataTable caption={caption} className="web-checkout__table" columns={columns} rows={rows} rowId={(row) => row.name} />
  );
}
