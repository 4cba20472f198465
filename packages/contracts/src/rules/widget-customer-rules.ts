import type { WidgetCustomerData } from '../entities/widget-button';
import { FIELD_MESSAGES } from '../messages';
import { emailIssue } from '../validators/email-format';
import { validateTaxId } from '../validators/tax-id';

/**
 * What the checkout would refuse in a button's customer data, keyed `customer.<field>`: the e-mail's format, the
 * tax id as a DNI or NIE for a person and a CIF for a company, the postal code's five digits. The checkout keeps
 * such a prefill editable, but a `not-editable` button would still show the buyer an error on data the merchant
 * wrote; so the button refuses it with OTFE-002 before any click, and the server with CHK-002 (decision 1007).
 * The phone is left to the checkout: its check needs libphonenumber's metadata, too heavy for the button.
 */
export function widgetCustomerIssues(customer: WidgetCustomerData | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!customer) return fields;
  if (customer.email !== undefined && emailIssue(customer.email) !== undefined) fields['customer.email'] = FIELD_MESSAGES.invalidEmail;
  if (customer.cif !== undefined) {
    const check = validateTaxId(customer.cif, customer.type === 'COMPANY' ? ['CIF'] : ['DNI', 'NIE']);
    if (!check.ok) fields['customer.cif'] = check.error;
  }
  if (customer.postal_code !== undefined && !/^\d{5}$/.test(customer.postal_code)) {
    fields['customer.postal_code'] = FIELD_MESSAGES.invalidPostalCode;
  }
  return fields;
}
