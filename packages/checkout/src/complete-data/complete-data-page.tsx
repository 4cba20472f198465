import { useCompleteData, usePostalCodeCheck } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { Button, TextField } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useLocation } from 'wouter';
import { AddressFields } from '../address/address-fields';
import { checkoutPath } from '../app/routes';
import { CheckoutErrorPage } from '../app/status-pages';
import { SERVER_FIELD_ERROR, serverFieldErrors } from '../errors/server-field-errors';
import { toastApiError } from '../errors/toast-api-error';
import { BackButton } from '../flow/back-button';
import { useFlow } from '../flow/flow-context';
import type { BuyerIdentity } from '../flow/flow-state';
import { LockedNotice } from '../session/locked-notice';
import { withoutLock } from '../session/prefill';
import { checkCompleteData, emptyCompleteData, type CompleteDataValues } from './complete-data-form';
import { completeDataPrefill } from './complete-data-prefill';
import { CHECKOUT_COUNTRIES, sortedCountries } from '../address/countries';

const resolverFor =
  (buyer: BuyerIdentity): Resolver<CompleteDataValues> =>
  async (values) => {
    const result = checkCompleteData(buyer, values);
    if (result.ok) return { values, errors: {} };
    const errors: FieldErrors<CompleteDataValues> = {};
    for (const [field, message] of Object.entries(result.errors)) {
      errors[field as keyof CompleteDataValues] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };

/**
 * Step 2 for a new customer (public-flows 5). Its own chunk: the phone check (libphonenumber-js) loads only here.
 * The redirect rules guarantee a buyer in state before this renders.
 */
export default function CompleteDataPage() {
  const { t, i18n } = useLingui();
  const { id, session, state, dispatch } = useFlow();
  const buyer = state.buyer!;
  const [, navigate] = useLocation();
  const complete = useCompleteData();
  const checkPostalCode = usePostalCodeCheck();
  const [lookupFailed, setLookupFailed] = useState(false);
  const resolver = useMemo(() => resolverFor(buyer), [buyer]);
  const prefill = useMemo(() => completeDataPrefill(session, buyer), [session, buyer]);
  const [locked, setLocked] = useState(prefill.locked);
  const form = useForm<CompleteDataValues>({ resolver, defaultValues: prefill.values });
  const { errors } = form.formState;
  const error = (field: keyof CompleteDataValues) => (errors[field]?.message ? fieldMessage(errors[field].message) : undefined);
  const countries = useMemo(() => sortedCountries(CHECKOUT_COUNTRIES, i18n.locale), [i18n.locale]);
  const country = prefill.values.country;
  const countryName = countries.find((option) => option.value === country)?.label ?? country;

  const onSubmit = form.handleSubmit(async (values) => {
    const checked = checkCompleteData(buyer, values);
    if (!checked.ok) return;
    const postal = await checkPostalCode(checked.body.country, checked.body.postal_code);
    if (postal.outcome === 'failed') return setLookupFailed(true);
    if (postal.outcome === 'mismatch') {
      // A prefilled code the lookup refuses becomes editable: the buyer must be able to fix it.
      setLocked((current) => withoutLock(current, 'postal_code'));
      form.setError('postal_code', { type: 'validate', message: 'invalid_postal_code' }, { shouldFocus: true });
      return;
    }
    try {
      const { customer_id } = await complete.mutateAsync({ id, body: checked.body });
      dispatch({ type: 'customer-created', customer_id });
      navigate(checkoutPath(id, 'complete-payment'));
    } catch (failure) {
      // The server's field messages go on the fields the buyer can change here; e-mail and tax id belong to identify.
      const marked = serverFieldErrors(failure, Object.keys(emptyCompleteData) as (keyof CompleteDataValues)[]);
      if (marked.length === 0) return void toastApiError(failure);
      marked.forEach(([field, key], index) => {
        setLocked((current) => withoutLock(current, field));
        form.setError(field, { type: SERVER_FIELD_ERROR, message: key }, { shouldFocus: index === 0 });
      });
    }
  });

  if (lookupFailed) return <CheckoutErrorPage code="API-500" onRetry={() => setLookupFailed(false)} />;

  return (
    <form className="checkout-form" noValidate onSubmit={onSubmit}>
      {locked.size > 0 && <LockedNotice />}
      {/* Step 1's answers, shown for reference: read, not stops on the way through the form (issue 27 item 18). */}
      <TextField label={buyer.customer_type === 'COMPANY' ? t`CIF` : t`DNI`} value={buyer.customer_cif} readOnly tabIndex={-1} />
      <TextField label={t`E-mail`} type="email" value={buyer.customer_email} readOnly tabIndex={-1} />
      <TextField
        label={buyer.customer_type === 'COMPANY' ? t`Company name` : t`Name`}
        autoComplete={buyer.customer_type === 'COMPANY' ? 'organization' : 'given-name'}
        readOnly={locked.has('name')}
        error={error('name')}
        {...form.register('name')}
      />
      {buyer.customer_type === 'PERSON' && (
        <TextField
          label={t`Surname (optional)`}
          autoComplete="family-name"
          readOnly={locked.has('surname')}
          error={error('surname')}
          {...form.register('surname')}
        />
      )}
      <TextField
        label={t`Phone`}
        type="tel"
        autoComplete="tel"
        hint={
          locked.has('phone') ? undefined : t`Spanish numbers need no prefix; other countries start with + and their code.`
        }
        readOnly={locked.has('phone')}
        error={error('phone')}
        {...form.register('phone')}
      />
      <AddressFields
        register={form.register}
        error={error}
        locked={locked}
        countries={countries}
        countryName={countryName}
        countryAutoComplete="country"
      />
      <div className="checkout-form__actions">
        <BackButton />
        <Button type="submit" variant="primary" size="lg" loading={form.formState.isSubmitting || complete.isPending}>
          {t`Continue`}
        </Button>
      </div>
    </form>
  );
}
