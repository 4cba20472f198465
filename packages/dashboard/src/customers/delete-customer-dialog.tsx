import { ApiError } from '@cobro/client';
import type { Customer } from '@cobro/contracts';
import { useDeleteCustomer } from '@cobro/data';
import { Button, Dialog, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { PURCHASES_PATH } from '../app/routes';
import { showApiErrorToast } from '../common/error-toast';

type Props = { customer: Pick<Customer, 'id' | 'name' | 'email'> | null; onClose: () => void; onDeleted?: () => void };

/** The purchases list narrowed to one customer, where their subscriptions can be canceled. */
export const customerPurchasesPath = (customer: Pick<Customer, 'email'>) =>
  `${PURCHASES_PATH}?${new URLSearchParams({ search: customer.email })}`;

/**
 * Delete a customer. One that still has subscriptions cannot be deleted: the server answers CUS-005 and the dialog
 * switches to the cannot-delete view with a link to purchases, without a toast (dashboard-core 4 and 8).
 */
export function DeleteCustomerDialog({ customer, onClose, onDeleted }: Props) {
  const { t } = useLingui();
  const remove = useDeleteCustomer();
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    if (customer) setBlocked(false);
  }, [customer]);

  const confirm = async () => {
    if (!customer) return;
    try {
      await remove.mutateAsync(customer.id);
      toast({ title: t`Customer deleted`, description: customer.name, tone: 'success' });
      onClose();
      onDeleted?.();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CUS-005') setBlocked(true);
      else showApiErrorToast(error, 'CUS-004');
    }
  };

  if (blocked && customer) {
    // A dialog of its own (key): it opens afresh and takes the focus, instead of losing it with the removed buttons.
    return (
      <Dialog
        key="blocked"
        open
        onClose={onClose}
        size="sm"
        title={t`This customer cannot be deleted`}
        description={t`${customer.name} still has subscriptions. Cancel them first, then delete the customer.`}
        footer={
          <>
            <Link href={customerPurchasesPath(customer)} className="button button--primary button--md" onClick={onClose}>
              <Trans>See their purchases</Trans>
            </Link>
            <Button onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </>
        }
      />
    );
  }
  return (
    <Dialog
      key="confirm"
      open={customer !== null}
      onClose={onClose}
      size="sm"
      title={t`Delete customer`}
      description={customer ? t`${customer.name} and their data will be deleted.` : ''}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={() => void confirm()}>
            <Trans>Delete customer</Trans>
          </Button>
        </>
      }
    />
  );
}
