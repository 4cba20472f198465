import { zodResolver } from '@hookform/resolvers/zod';
import { canShowPublish, SERVICE_NAME_MAX, ServiceForm } from '@cobro/contracts';
import { useCreateService } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { Button, Icon, TextField, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { SERVICES_PATH } from '../app/routes';
import { useDocumentTitle } from '../app/use-document-title';
import { CoverImageField } from './cover-image-field';
import { ImagesFailedDialog } from './images-failed-dialog';
import { PlanFormDialog } from './plan-form-dialog';
import { PlansSection } from './plans-section';
import { NewPlansTable } from './plans-table';
import { useImagesRetry } from './use-images-retry';

type Values = z.input<typeof ServiceForm>;
type Output = z.output<typeof ServiceForm>;

/** /dashboard/services/create: name, one cover image and the plans, saved as a draft or published at once. */
export function ServiceCreatePage({ canCharge }: { canCharge: boolean }) {
  const { t } = useLingui();
  const title = t`New service`;
  useDocumentTitle(title);
  const [, navigate] = useLocation();
  const [planFormOpen, setPlanFormOpen] = useState(false);
  const create = useCreateService();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ServiceForm),
    defaultValues: { name: '', files: [], plans: [] },
  });
  const saving = useImagesRetry((fields) =>
    Object.entries(fields).forEach(([name, message]) => form.setError(name as keyof Values, { message })),
  );
  const plans = useFieldArray({ control: form.control, name: 'plans' });
  const { errors } = form.formState;
  const [files, planValues] = form.watch(['files', 'plans']);
  const plansError = errors.plans?.root?.message ?? errors.plans?.message;

  const submit = (publish: boolean) =>
    form.handleSubmit((values) =>
      saving.run(async (withoutImages) => {
        const { files: chosen, ...rest } = values;
        const files = withoutImages ? [] : chosen;
        // No file part without a cover: an empty list would go as the text `[]`, a file part that is no file,
        // which the server refuses (files.0: missing_field). The cover is optional (issue 27).
        await create.mutateAsync({ publish, body: files.length ? { ...rest, files } : rest });
        toast({ title: publish ? t`Service published` : t`Draft saved`, tone: 'success' });
        // A new draft would be hidden by the list's default ACTIVE filter: show the drafts instead.
        navigate(publish ? SERVICES_PATH : `${SERVICES_PATH}?status=DRAFT`);
      }),
    )();

  return (
    <div className="page service-form">
      <Link href={SERVICES_PATH} className="service-form__back">
        <Icon name="chevron-left" />
        <Trans>Services</Trans>
      </Link>
      <h1 className="page__title">{title}</h1>
      <form className="service-form__fields" noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t`Service name`}
          maxLength={SERVICE_NAME_MAX}
          error={errors.name?.message ? fieldMessage(errors.name.message) : undefined}
          {...form.register('name')}
        />
        <CoverImageField
          file={(files[0] as File | undefined) ?? null}
          storedUrl={null}
          error={errors.files?.message}
          onFile={(file) => {
            form.setValue('files', file ? [file] : []);
            form.clearErrors('files');
          }}
          onRemoveStored={() => undefined}
          onProblem={(message) => form.setError('files', { message })}
        />
      </form>
      <PlansSection onAddPlan={() => setPlanFormOpen(true)}>
        {plans.fields.length > 0 ? (
          <NewPlansTable
            plans={plans.fields.map((field, index) => ({ ...planValues[index], key: field.id }))}
            onRemove={(key) => plans.remove(plans.fields.findIndex((field) => field.id === key))}
          />
        ) : (
          <p className="service-form__empty">
            <Trans>No plans yet. A service needs at least one plan.</Trans>
          </p>
        )}
        {plansError && (
          <p role="alert" className="field__error">
            {fieldMessage(plansError)}
          </p>
        )}
      </PlansSection>
      <div className="service-form__actions">
        <Button onClick={() => void submit(false)} loading={create.isPending && !create.variables?.publish}>
          <Trans>Save as draft</Trans>
        </Button>
        {canShowPublish(canCharge) && (
          <Button variant="primary" onClick={() => void submit(true)} loading={create.isPending && create.variables?.publish}>
            <Trans>Publish</Trans>
          </Button>
        )}
      </div>
      <PlanFormDialog
        open={planFormOpen}
        onClose={() => setPlanFormOpen(false)}
        onSubmit={(plan) => {
          plans.append(plan);
          form.clearErrors('plans');
          setPlanFormOpen(false);
        }}
      />
      <ImagesFailedDialog
        open={saving.imagesFailed}
        busy={create.isPending}
        onRetry={() => void saving.retry(false)}
        onWithoutImages={() => void saving.retry(true)}
        onClose={saving.dismiss}
      />
    </div>
  );
}
