import type { CustomerDetail } from '@cobro/contracts';
import { Button, Menu } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { CardItem } from '../common/card-item';
import { customerPhone, customerTaxId } from './customer-columns';
import { CustomerEditForm } from './customer-edit-form';

/** A two-letter country code by name, in the interface language. */
function countryName(code: string | null | undefined, locale: string): string {
  if (!code) return '—';
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The account detail card: view mode with "show more" for the location, the edit form, and remove. */
export function CustomerAccountCard({ customer, onRemove }: { customer: CustomerDetail; onRemove: () => void }) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [showMore, setShowMore] = useState(false);
  const locationId = useId();
  const address = customer.address;
  return (
    <section className="money-card" aria-labelledby="customer-account-title">
      <div className="money-card__header">
        <h2 id="customer-account-title" className="money-card__title">
          <Trans>Account details</Trans>
        </h2>
        {!editing && (
          <Menu
            label={t`Account actions`}
            icon="more-vertical"
            align="end"
            items={[
              { id: 'edit', label: t`Edit`, onSelect: () => setEditing(true) },
              { id: 'remove', label: t`Remove`, tone: 'danger', onSelect: onRemove },
            ]}
          />
        )}
      </div>
      {editing ? (
        <CustomerEditForm customer={customer} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className="money-card__list">
            <CardItem term={t`Name`}>{customer.name}</CardItem>
            <CardItem term={t`E-mail`}>{customer.email}</CardItem>
            <CardItem term={customer.type === 'PERSON' ? t`DNI or NIE` : t`CIF`}>{customerTaxId(customer)}</CardItem>
            <CardItem term={t`Phone`}>{customerPhone(customer)}</CardItem>
          </dl>
          <Button variant="ghost" size="sm" className="money-card__toggle" aria-expanded={showMore} aria-controls={locationId} onClick={() => setShowMore(!showMore)}>
            {showMore ? <Trans>Show less</Trans> : <Trans>Show more</Trans>}
          </Button>
          <dl id={locationId} className="money-card__list" hidden={!showMore}>
            <CardItem term={t`Country`}>{countryName(address?.country, i18n.locale)}</CardItem>
            <CardItem term={t`City`}>{address?.city ?? '—'}</CardItem>
            <CardItem term={t`Postal code`}>{address?.postal_code ?? '—'}</CardItem>
            <CardItem term={t`Address`}>{address?.street ?? address?.address ?? '—'}</CardItem>
          </dl>
        </>
      )}
    </section>
  );
}
