import { useLingui } from '@lingui/react/macro';
import { REQUIREMENT_LABELS, type AttributeInfo } from './button-attributes';

/** The attribute information tab: every attribute of this kind of button, whether it is required, its values, an example. */
export function AttributesTable({ caption, rows }: { caption: string; rows: readonly AttributeInfo[] }) {
  const { t, i18n } = useLingui();
  return (
    <table className="data-table web-checkout__table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Attribute`}</th>
          <th scope="col">{t`Required`}</th>
          <th scope="col">{t`Values`}</th>
          <th scope="col">{t`Example`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <code translate="no">{row.name}</code>
            </th>
            <td>{i18n._(REQUIREMENT_LABELS[row.required])}</td>
            <td>{i18n._(row.values)}</td>
            <td>
              <code translate="no">{row.example === true ? row.name : row.example}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
