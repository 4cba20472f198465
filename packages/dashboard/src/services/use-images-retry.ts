import { ApiError } from '@cobro/client';
import { useState } from 'react';
import { showApiErrorToast } from '../common/error-toast';

/**
 * Runs a save that uploads images. On SER-001 it keeps the attempt so the dialog can repeat it as it was, or
 * without the images (services-and-configuration 8); any other failure is a toast.
 */
export function useImagesRetry() {
  const [failed, setFailed] = useState<((withoutImages: boolean) => Promise<void>) | null>(null);

  const run = async (save: (withoutImages: boolean) => Promise<void>, withoutImages = false) => {
    try {
      await save(withoutImages);
      setFailed(null);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SER-001') setFailed(() => save);
      else {
        setFailed(null);
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
