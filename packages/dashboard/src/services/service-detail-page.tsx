import { canEditServiceDetails, type MerchantService } from '@cobro/contracts';
import { serviceQuery, useCreatePlan } from '@cobro/data';
import { Icon, LoadingPlaceholder, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { SERVICES_PATH } from '../app/routes';
import { useDocumentTitle } from '../app/use-document-title';
import { ListLoadFailed } from '../list-page/list-load-failed';
import { DraftDetailsForm } from './draft-details-form';
import { showApiErrorToast } from '../common/error-toast';
import { ServiceWithdrawalCard } from '../withdrawals';
import { PlanFormDialog } from './plan-form-dialog';
import { PlansSection } from './plans-section';
import { StoredPlansTable } from './plans-table';
import { OriginBadge } from './origin-badge';
import { StatusBadge } from './status-badge';
import { useCatalogActions } from './use-catalog-actions';

/**
 * /dashboard/services/{id}/detail: a draft is edited here (name, image, publish); a published service shows its
 * summary, since its name and image no longer change. Both manage the service's plans.
 */
export function ServiceDetailPage({ id, canCharge }: { id: string; canCharge: boolean }) {
  const { t } = useLingui();
  const query = useQuery(serviceQuery(id));
  useDocumentTitle(query.data && canEditServiceDetails(query.data) ? t`Edit draft service` : t`Service summary`);
  return (
    <div className="page service-form">
      <Link href={SERVICES_PATH} className="service-form__back">
        <Icon name="chevron-left" />
        <Trans>Services</Trans>
      </Link>
      {query.isPending ? (
        <LoadingPlaceholder lines={4} />
      ) : query.data ? (
        <ServiceDetail service={query.data} canCharge={canCharge} />
      ) : (
        <ListLoadFailed error={query.error} onRetry={() => void query.refetch()} />
      )}
    </div>
  );
}

function ServiceDetail({ service, canCharge }: { service: MerchantService; canCharge: boolean }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [planFormOpen, setPlanFormOpen] = useState(false);
  const actions = useCatalogActions(canCharge, { onServiceDeleted: () => navigate(SERVICES_PATH) });
  const createPlan = useCreatePlan();
  const draft = canEditServiceDetails(service);

  return (
    <>
      <div className="service-form__heading">
        <h1 className="page__title">{draft ? t`Edit draft service` : t`Service summary`}</h1>
        <StatusBadge status={service.status} />
        <OriginBadge service={service} />
      </div>
      {draft ? (
        <DraftDetailsForm service={service} canCharge={canCharge} />
      ) : (
        <dl className="service-form__summary">
          <dt>
            <Trans>Service name</Trans>
          </dt>
          <dd>{service.name}</dd>
          <dt>
            <Trans>Cover image</Trans>
          </dt>
          <dd>
            {service.images[0] ? (
              <img className="cover-field__preview" src={service.images[0]} alt={t`Cover image of ${service.name}`} />
            ) : (
              <Trans>No image</Trans>
            )}
          </dd>
        </dl>
      )}
      <PlansSection onAddPlan={() => setPlanFormOpen(true)}>
        <StoredPlansTable plans={service.plans} menu={actions.planMenu} />
      </PlansSection>
      <ServiceWithdrawalCard serviceId={service.id} />
      <PlanFormDialog
        open={planFormOpen}
        onClose={() => setPlanFormOpen(false)}
        onSubmit={async (plan) => {
          try {
            await createPlan.mutateAsync({ serviceId: service.id, body: plan });
            toast({ title: t`Plan added`, tone: 'success' });
            setPlanFormOpen(false);
          } catch (error) {
            showApiErrorToast(error);
          }
        }}
      />
      {actions.dialogs}
    </>
  );
}
