import { useVerifyId } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { Button, TextField } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { checkoutPath } from '../app/routes';
import { serverFieldErrors } from '../errors/server-field-errors';
import { toastApiError } from '../errors/toast-api-error';
import { LockedNotice } from '../session/locked-notice';
import { withoutLock } from '../session/prefill';
import { useFlow } from '../flow/flow-context';
import { stepAfterIdentify } from '../flow/flow-state';
import { checkIdentify, identifyFieldsEnabled, taxIdLabelKind, type IdentifyValues } from './identify-form';
import { formErrors, IDENTIFY_FIELDS, useIdentifyFields, type IdentifyErrors, type IdentifyField } from './identify-fields';
import { identifyPrefill } from './identify-prefill';
import { CustomerTypeField, LockedCustomerType } from './customer-type-field';

/**
 * Step 1 (public-flows 2, 5): customer type first, then e-mail and tax id, checked as the server checks them.
 * A <pay-button> session prefills them (and may lock them); the buyer always confirms with Continue, even when
 * every field came filled in: a checkout never submits on its own.
 */
export function IdentifyPage() {
  const { t } = useLingui();
  const { id, session, dispatch } = useFlow();
  const [, navigate] = useLocation();
  const verify = useVerifyId();
  const prefill = useMemo(() => identifyPrefill(session), [session]);
  const [lockedFields, setLocked] = useState(prefill.locked);
  const locked = (field: keyof IdentifyValues) => lockedFields.has(field);
  const { values, errors, formRef, change, showErrors } = useIdentifyFields(prefill.values);
  const type = values.customer_type;
  const enabled = identifyFieldsEnabled(type);
  const error = (field: IdentifyField) => {
    const found = errors[field];
    if (!found) return undefined;
    // verify-id refuses a well-formed e-mail when the tax id is a customer's with another e-mail (decision 0805).
    if (found.server && field === 'customer_email' && found.message === 'invalid_email') {
      return t`This tax ID was first used with another e-mail address: use that one, or check the tax ID.`;
    }
    return fieldMessage(found.message);
  };
  const input = (field: IdentifyField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.currentTarget.value),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkIdentify(values);
    if (!checked.ok) return showErrors(formErrors(values));
    showErrors({});
    try {
      const answer = await verify.mutateAsync({ id, body: checked.body });
      const next = stepAfterIdentify(answer);
      if (!next) {
        toastApiError(new Error('verify-id answered without a customer'));
        return;
      }
      dispatch({ type: 'identified', buyer: checked.body, answer, at: Date.now() });
      navigate(checkoutPath(id, next));
    } catch (failure) {
      const marked = serverFieldErrors(failure, IDENTIFY_FIELDS);
      if (marked.length === 0) return void toastApiError(failure);
      const shown: IdentifyErrors = {};
      for (const [field, key] of marked) {
        // A prefilled value the server refuses becomes editable: the buyer must be able to fix it.
        setLocked((current) => withoutLock(current, field));
        shown[field] = { message: key, server: true };
      }
      showErrors(shown);
    }
  };

  return (
    <form ref={formRef} className="checkout-form" noValidate onSubmit={onSubmit}>
      <p className="checkout-form__intro">
        <Trans>Tell us who is buying. We use it for your receipt and invoice.</Trans>
      </p>
      {lockedFields.size > 0 && <LockedNotice />}
      {type && locked('customer_type') ? (
        <LockedCustomerType value={type} />
      ) : (
        <CustomerTypeField
          name="customer_type"
          value={type}
          error={error('customer_type')}
          onChange={(value) => change('customer_type', value)}
        />
      )}
      <TextField
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        disabled={!enabled}
        readOnly={locked('customer_email')}
        error={error('customer_email')}
        {...input('customer_email')}
      />
      <TextField
        label={taxIdLabelKind(type) === 'CIF' ? t`CIF` : t`DNI`}
        autoComplete="off"
        disabled={!enabled}
        readOnly={locked('customer_cif')}
        hint={taxIdLabelKind(type) === 'CIF' ? t`Company tax ID, e.g. B12345674` : t`DNI or NIE, e.g. 12345678Z`}
        error={error('customer_cif')}
        {...input('customer_cif')}
      />
      <Button type="submit" variant="primary" size="lg" loading={verify.isPending}>
        {t`Continue`}
      </Button>
    </form>
  );
}
