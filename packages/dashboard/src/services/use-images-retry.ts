import { ApiError } from '@cobro/client';
import { useState } from 'react';
import { showApiErrorToast } from '../common/error-toast';
import { serviceFieldErrors } from './service-field-errors';

type FieldErrors = ReturnType<typeof serviceFieldErrors>;

/**
 * Runs a save that uploads images. On SER-001 it keeps the attempt so the dialog can repeat it as it was, or
 * without the images (services-and-configuration 8); any other failure is a toast, and the fields the server named
 * are handed to `onFieldErrors` so they show on their fields (issue 27: a bare toast marked nothing).
 */
export function useImagesRetry(onFieldErrors: (fields: FieldErrors) => void) {
  const [failed, setFailed] = useState<((withoutImages: boolean) => Promise<void>) | null>(null);

  const run = async (save: (withoutImages: boolean) => Promise<void>, withoutImages = false) => {
    try {
      await save(withoutImages);
      setFailed(null);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SER-001') setFailed(() => save);
      else {
        setFailed(null);
        onFieldErrors(serviceFieldErrors(error));
        showApiErrorToast(error);
      }
    }
  };

  return {
    run,
    imagesFailed: failed !== null,
    retry: (withoutImages: boolean) => (failed ? run(failed, withoutImages) : Promise.resolve()),
    dismiss: () => setFailed(null),
  };
}
