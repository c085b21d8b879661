import { messages } from '@hoogo/core';
import { type ChangeEvent, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { type StoredPhoto, storedPhoto } from '@/lib/connection-drafts';
import { compressPhoto, photoProblem } from '@/lib/photo';
import type { ConnectionFormSubmit, ConnectionFormValues } from '../utils/connection-form-schema';
import type { ConnectionDraftState } from './use-connection-draft';

/**
 * The connection's selfie: a photo taken or chosen is checked, shrunk in the worker (`compressing`
 * meanwhile) and kept in the draft, or its problem shown under the field; `preview` is the draft's photo
 * as an object URL, released when the photo changes or the form closes.
 */
export function useSelfie({
  draft,
  form,
}: {
  draft: ConnectionDraftState;
  form: UseFormReturn<ConnectionFormValues, unknown, ConnectionFormSubmit>;
}) {
  const [compressing, setCompressing] = useState(false);
  const preview = usePhotoUrl(draft.photo);
  const { setError, clearErrors, setValue } = form;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    const problem = photoProblem(file);
    if (problem) {
      setError('image', { type: 'file', message: problem });
      return;
    }
    clearErrors('image');
    draft.setNotice(null);
    setCompressing(true);
    try {
      const compressed = await compressPhoto(file);
      const stored = await storedPhoto(compressed);
      draft.keepPhoto(stored);
      setValue('image', compressed, { shouldValidate: true });
      await draft.persist();
    } catch (error) {
      setError('image', {
        type: 'file',
        message: error instanceof Error ? error.message : messages.validation.fileNotImage,
      });
    } finally {
      setCompressing(false);
    }
  }

  return { compressing, preview, choose };
}

/** A stored photo as an object URL while it is shown. */
function usePhotoUrl(photo: StoredPhoto | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(new Blob([photo.bytes], { type: photo.type }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo]);
  return url;
}
