import { zodResolver } from '@hookform/resolvers/zod';
import { canPublishService, canShowPublish, SERVICE_NAME_MAX, ServiceForm, type MerchantService } from '@cobro/contracts';
import { usePublishService, useUpdateService } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { Button, TextField, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { SERVICES_PATH } from '../app/routes';
import { CoverImageField } from './cover-image-field';
import { ImagesFailedDialog } from './images-failed-dialog';
import { useImagesRetry } from './use-images-retry';

const DraftForm = ServiceForm.pick({ name: true, files: true });
type Values = z.input<typeof DraftForm>;
type Output = z.output<typeof DraftForm>;

/**
 * Name and cover of a draft, saved with PUT /services/{id}. Publishing an existing draft uses the publish call
 * (after saving pending edits) and then returns to the services list (services-and-configuration 2).
 */
export function DraftDetailsForm({ service, canCharge }: { service: MerchantService; canCharge: boolean }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const update = useUpdateService();
  const publish = usePublishService();
  const [storedCover, setStoredCover] = useState<string | null>(service.images[0] ?? null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(DraftForm),
    defaultValues: { name: service.name, files: [] },
  });
  const saving = useImagesRetry(({ name, files }) => {
    if (name) form.setError('name', { message: name });
    if (files) form.setError('files', { message: files });
  });
  const { errors } = form.formState;
  const files = form.watch('files');
  const imageChanged = files.length > 0 || storedCover !== (service.images[0] ?? null);

  const save = async (values: Output, withoutImages: boolean) => {
    const file = withoutImages ? undefined : (values.files[0] as File | undefined);
    // The new cover goes as `cover`; an empty `files` list would be sent as a part the server refuses (issue 27).
    await update.mutateAsync({ id: service.id, body: { name: values.name, cover: file ?? storedCover ?? undefined, images: [] } });
  };

  const saveDraft = form.handleSubmit((values) =>
    saving.run(async (withoutImages) => {
      await save(values, withoutImages);
      form.reset({ name: values.name, files: [] });
      toast({ title: t`Draft saved`, tone: 'success' });
    }),
  );

  const publishDraft = form.handleSubmit((values) =>
    saving.run(async (withoutImages) => {
      if (form.formState.isDirty || imageChanged) await save(values, withoutImages);
      await publish.mutateAsync(service.id);
      toast({ title: t`Service published`, tone: 'success' });
      navigate(SERVICES_PATH);
    }),
  );

  return (
    <>
      <form className="service-form__fields" noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t`Service name`}
          maxLength={SERVICE_NAME_MAX}
          error={errors.name?.message ? fieldMessage(errors.name.message) : undefined}
          {...form.register('name')}
        />
        <CoverImageField
          file={(files[0] as File | undefined) ?? null}
          storedUrl={storedCover}
          error={errors.files?.message}
          onFile={(file) => {
            form.setValue('files', file ? [file] : []);
            form.clearErrors('files');
          }}
          onRemoveStored={() => setStoredCover(null)}
          onProblem={(message) => form.setError('files', { message })}
        />
      </form>
      <div className="service-form__actions">
        <Button onClick={() => void saveDraft()} loading={update.isPending && !publish.isPending}>
          <Trans>Save as draft</Trans>
        </Button>
        {canShowPublish(canCharge) && canPublishService(service, canCharge) && (
          <Button variant="primary" onClick={() => void publishDraft()} loading={publish.isPending}>
            <Trans>Publish</Trans>
          </Button>
        )}
      </div>
      <ImagesFailedDialog
        open={saving.imagesFailed}
        busy={update.isPending}
        onRetry={() => void saving.retry(false)}
        onWithoutImages={() => void saving.retry(true)}
        onClose={saving.dismiss}
      />
    </>
  );
}
