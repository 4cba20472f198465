import { copyablePlans, type MerchantService, type Plan } from '@cobro/contracts';
import { useDeletePlan, useDeleteService, useEnablePlan, useEnableService, usePausePlan, usePauseService } from '@cobro/data';
import { Button, Dialog, toast, type MenuItem } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { serviceDetailPath } from '../app/routes';
import { ConfirmDialog } from '../common/confirm-dialog';
import { showApiErrorToast } from '../common/error-toast';
import { useEntityDialogs } from '../common/use-entity-dialogs';
import { loadCatalogDialog, type CatalogDialog, type CatalogDialogName } from './catalog-dialogs';
import { CopyLinkDialog } from './copy-link-dialog';
import { planRowActions, serviceRowActions } from './row-actions';

/**
 * The row menus of services and plans and the dialogs they open, in the URL (`?dialog=delete&service=…&plan=…`,
 * decision 0514). Which items appear comes from the shared state rules (row-actions.ts); deleting a plan first reads
 * its service, because what happens depends on the service's status and how many plans it has left.
 */
export function useCatalogActions(
  canCharge: boolean,
  options: { onServiceDeleted?: () => void } = {},
): {
  serviceMenu: (service: MerchantService) => MenuItem[];
  planMenu: (plan: Plan) => MenuItem[];
  dialogs: ReactNode;
} {
  const { t } = useLingui();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  // The plan row a deletion was asked from: its service is read fresh, the plan is the one the row showed.
  const rowPlan = useRef<Plan | undefined>(undefined);
  const { opened, open, close } = useEntityDialogs<CatalogDialogName, CatalogDialog>({
    dialogs: ['copy-link', 'delete'],
    entities: ['service'],
    optionalEntities: ['plan'],
    load: (dialog, ids) => {
      const plan = rowPlan.current;
      rowPlan.current = undefined;
      return loadCatalogDialog(client, canCharge, dialog, ids, plan);
    },
  });
  const pending = opened?.entity ?? null;
  const onError = { onError: (error: Error) => showApiErrorToast(error) };
  const pauseService = usePauseService(onError);
  const enableService = useEnableService(onError);
  const pausePlan = usePausePlan(onError);
  const enablePlan = useEnablePlan(onError);
  const deletePlan = useDeletePlan();
  const deleteService = useDeleteService();

  const askDeletePlan = (plan: Plan) => {
    rowPlan.current = plan;
    open('delete', { service: plan.service_id, plan: plan.id });
  };

  const removePlan = async (plan: Plan) => {
    try {
      await deletePlan.mutateAsync({ serviceId: plan.service_id, id: plan.id });
      toast({ title: t`Plan deleted`, tone: 'success' });
      close();
    } catch (error) {
      showApiErrorToast(error);
    }
  };

  const removeService = async (service: MerchantService) => {
    try {
      await deleteService.mutateAsync(service.id);
      toast({ title: t`Service deleted`, tone: 'success' });
      close();
      options.onServiceDeleted?.();
    } catch (error) {
      showApiErrorToast(error);
    }
  };

  const serviceMenu = (service: MerchantService): MenuItem[] =>
    serviceRowActions(service, canCharge).map((action) => {
      switch (action) {
        case 'detail':
          return { id: action, label: t`See details`, onSelect: () => navigate(serviceDetailPath(service.id)) };
        case 'pause':
          return { id: action, label: t`Pause`, onSelect: () => pauseService.mutate(service.id) };
        case 'enable':
          return { id: action, label: t`Resume`, onSelect: () => enableService.mutate(service.id) };
        case 'copy-link':
          return { id: action, label: t`Copy payment link`, icon: 'copy', onSelect: () => open(action, { service: service.id }, { kind: 'copy-link', plans: copyablePlans(service.plans, canCharge) }) };
        case 'delete':
          return { id: action, label: t`Delete service`, tone: 'danger', onSelect: () => open(action, { service: service.id }, { kind: 'delete-service', service }) };
      }
    });

  const planMenu = (plan: Plan): MenuItem[] =>
    planRowActions(plan, canCharge).map((action) => {
      const ref = { serviceId: plan.service_id, id: plan.id };
      switch (action) {
        case 'service':
          return { id: action, label: t`See service`, onSelect: () => navigate(serviceDetailPath(plan.service_id)) };
        case 'pause':
          return { id: action, label: t`Pause new purchases`, onSelect: () => pausePlan.mutate(ref) };
        case 'enable':
          return { id: action, label: t`Resume`, onSelect: () => enablePlan.mutate(ref) };
        case 'copy-link':
          return { id: action, label: t`Copy payment link`, icon: 'copy', onSelect: () => open(action, { service: plan.service_id, plan: plan.id }, { kind: 'copy-link', plans: [plan] }) };
        case 'delete':
          return { id: action, label: t`Delete plan`, tone: 'danger', onSelect: () => askDeletePlan(plan) };
      }
    });

  const dialogs = (
    <>
      <CopyLinkDialog open={pending?.kind === 'copy-link'} plans={pending?.kind === 'copy-link' ? pending.plans : []} onClose={close} />
      <ConfirmDialog
        open={pending?.kind === 'delete-plan'}
        title={t`Delete plan`}
        description={pending?.kind === 'delete-plan' ? t`The plan "${pending.plan.name}" will be deleted.` : ''}
        confirmLabel={t`Delete plan`}
        busy={deletePlan.isPending}
        onConfirm={() => pending?.kind === 'delete-plan' && void removePlan(pending.plan)}
        onClose={close}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete-last-plan'}
        title={t`Delete the whole service?`}
        description={
          pending?.kind === 'delete-last-plan'
            ? t`"${pending.plan.name}" is the last plan of the draft service "${pending.service.name}". A service needs at least one plan, so the whole service will be deleted.`
            : ''
        }
        confirmLabel={t`Delete service`}
        busy={deleteService.isPending}
        onConfirm={() => pending?.kind === 'delete-last-plan' && void removeService(pending.service)}
        onClose={close}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete-service'}
        title={t`Delete service`}
        description={pending?.kind === 'delete-service' ? t`The draft service "${pending.service.name}" and its plans will be deleted.` : ''}
        confirmLabel={t`Delete service`}
        busy={deleteService.isPending}
        onConfirm={() => pending?.kind === 'delete-service' && void removeService(pending.service)}
        onClose={close}
      />
      <Dialog
        open={pending?.kind === 'plan-not-deletable'}
        onClose={close}
        size="sm"
        title={t`This plan cannot be deleted`}
        description={t`Only plans of a draft service can be deleted. You can pause the plan to stop new purchases instead.`}
        footer={
          <Button variant="primary" onClick={close}>
            <Trans>Understood</Trans>
          </Button>
        }
      />
    </>
  );

  return { serviceMenu, planMenu, dialogs };
}
