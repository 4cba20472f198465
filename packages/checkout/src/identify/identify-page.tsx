import { useVerifyId } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { Button, TextField } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useLocation } from 'wouter';
import { checkoutPath } from '../app/routes';
import { SERVER_FIELD_ERROR, serverFieldErrors } from '../errors/server-field-errors';
import { toastApiError } from '../errors/toast-api-error';
import { LockedNotice } from '../session/locked-notice';
import { withoutLock } from '../session/prefill';
import { useFlow } from '../flow/flow-context';
import { stepAfterIdentify } from '../flow/flow-state';
import { checkIdentify, identifyFieldsEnabled, taxIdLabelKind, type IdentifyValues } from './identify-form';
import { identifyPrefill } from './identify-prefill';
import { CustomerTypeField, LockedCustomerType } from './customer-type-field';

const resolver: Resolver<IdentifyValues> = async (values) => {
  const result = checkIdentify(values);
  if (result.ok) return { values, errors: {} };
  const errors: FieldErrors<IdentifyValues> = {};
  for (const [field, message] of Object.entries(result.errors)) {
    errors[field as keyof IdentifyValues] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

/** The fields whose server messages the step shows on the field itself. */
const SHOWN: readonly (keyof IdentifyValues)[] = ['customer_type', 'customer_email', 'customer_cif'];

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
  const form = useForm<IdentifyValues>({ resolver, defaultValues: prefill.values, shouldFocusError: true });
  const { errors } = form.formState;
  const type = form.watch('customer_type');
  const enabled = identifyFieldsEnabled(type);
  const error = (field: keyof IdentifyValues) => {
    const found = errors[field];
    if (!found?.message) return undefined;
    // verify-id refuses a well-formed e-mail when the tax id is a customer's with another e-mail (decision 0805).
    if (found.type === SERVER_FIELD_ERROR && field === 'customer_email' && found.message === 'invalid_email') {
      return t`This tax ID was first used with another e-mail address: use that one, or check the tax ID.`;
    }
    return fieldMessage(found.message);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const checked = checkIdentify(values);
    if (!checked.ok) return;
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
      const marked = serverFieldErrors(failure, SHOWN);
      if (marked.length === 0) return void toastApiError(failure);
      marked.forEach(([field, key], index) => {
        // A prefilled value the server refuses becomes editable: the buyer must be able to fix it.
        setLocked((current) => withoutLock(current, field));
        form.setError(field, { type: SERVER_FIELD_ERROR, message: key }, { shouldFocus: index === 0 });
      });
    }
  });

  return (
    <form className="checkout-form" noValidate onSubmit={onSubmit}>
      <p className="checkout-form__intro">
        <Trans>Tell us who is buying. We use it for your receipt and invoice.</Trans>
      </p>
      {lockedFields.size > 0 && <LockedNotice />}
      {type && locked('customer_type') ? (
        <LockedCustomerType value={type} />
      ) : (
        <CustomerTypeField error={error('customer_type')} {...form.register('customer_type')} />
      )}
      <TextField
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        disabled={!enabled}
        readOnly={locked('customer_email')}
        error={error('customer_email')}
        {...form.register('customer_email')}
      />
      <TextField
        label={taxIdLabelKind(type) === 'CIF' ? t`CIF` : t`DNI`}
        autoComplete="off"
        disabled={!enabled}
        readOnly={locked('customer_cif')}
        hint={taxIdLabelKind(type) === 'CIF' ? t`Company tax ID, e.g. B12345674` : t`DNI or NIE, e.g. 12345678Z`}
        error={error('customer_cif')}
        {...form.register('customer_cif')}
      />
      <Button type="submit" variant="primary" size="lg" loading={verify.isPending}>
        {t`Continue`}
      </Button>
    </form>
  );
}
