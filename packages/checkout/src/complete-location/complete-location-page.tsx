import { usePostalCodeCheck, useUpdateLocation, useVerifyId } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { Button } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useLocation } from 'wouter';
import { AddressFields } from '../address/address-fields';
import { CHECKOUT_COUNTRIES, sortedCountries } from '../address/countries';
import { checkoutPath } from '../app/routes';
import { CheckoutErrorPage } from '../app/status-pages';
import { toastApiError } from '../errors/toast-api-error';
import { BackButton } from '../flow/back-button';
import { useFlow } from '../flow/flow-context';
import { TimeLimitWarning } from '../flow/time-limit-warning';
import { LockedNotice } from '../session/locked-notice';
import { withoutLock } from '../session/prefill';
import { checkLocation, type LocationValues } from './location-form';
import { locationPrefill } from './location-prefill';

const resolver: Resolver<LocationValues> = async (values) => {
  const result = checkLocation(values);
  if (result.ok) return { values, errors: {} };
  const errors: FieldErrors<LocationValues> = {};
  for (const [field, message] of Object.entries(result.errors)) errors[field as keyof LocationValues] = { type: 'validate', message };
  return { values: {}, errors };
};

/** Step 2 for a known customer without an address (public-flows 5); the call carries verify-id's key. */
export function CompleteLocationPage() {
  const { t, i18n } = useLingui();
  const { id, session, state, dispatch } = useFlow();
  const [, navigate] = useLocation();
  const update = useUpdateLocation();
  const verify = useVerifyId();
  const checkPostalCode = usePostalCodeCheck();
  const [lookupFailed, setLookupFailed] = useState(false);
  const prefill = useMemo(() => locationPrefill(session), [session]);
  const [locked, setLocked] = useState(prefill.locked);
  const form = useForm<LocationValues>({ resolver, defaultValues: prefill.values });
  const { errors } = form.formState;
  const error = (field: keyof LocationValues) => (errors[field]?.message ? fieldMessage(errors[field].message) : undefined);
  // Spain only (public-flows 5), the same list as complete-data's, named in the interface language.
  const countries = useMemo(() => sortedCountries(CHECKOUT_COUNTRIES, i18n.locale), [i18n.locale]);
  const countryName = countries.find((option) => option.value === prefill.values.country)?.label ?? prefill.values.country;

  const onSubmit = form.handleSubmit(async (values) => {
    const checked = checkLocation(values);
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
      await update.mutateAsync({ customerId: state.customer_id!, updateKey: state.location_update_key!, body: checked.body });
      dispatch({ type: 'location-saved' });
      navigate(checkoutPath(id, 'complete-payment'));
    } catch (failure) {
      toastApiError(failure);
    }
  });

  // More time on this step is verify-id again with what the buyer said on the first: a new key, 30 minutes again.
  const renewKey = async () => {
    const answer = await verify.mutateAsync({ id, body: state.buyer! });
    if (answer.location_update_key) dispatch({ type: 'location-key', key: answer.location_update_key, at: Date.now() });
  };

  if (lookupFailed) return <CheckoutErrorPage code="API-500" onRetry={() => setLookupFailed(false)} />;

  return (
    <form className="checkout-form" noValidate onSubmit={onSubmit}>
      <TimeLimitWarning until={state.location_key_until} onExtend={renewKey} />
      <p className="checkout-form__intro">
        <Trans>We need your address to issue the invoice.</Trans>
      </p>
      {locked.size > 0 && <LockedNotice />}
      <AddressFields register={form.register} error={error} locked={locked} countries={countries} countryName={countryName} />
      <div className="checkout-form__actions">
        <BackButton />
        <Button type="submit" variant="primary" size="lg" loading={form.formState.isSubmitting || update.isPending}>
          {t`Continue`}
        </Button>
      </div>
    </form>
  );
}
