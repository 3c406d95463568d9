import { useCallback, useEffect, useRef, useState } from 'react';
import { readApiFailure } from '@nightlife/api';
import { checkSelectedFile, type UploadKind } from '@nightlife/domain';
import { putFile, UploadTransferError } from './put-file';
import { failureOfApi, failureOfTransfer, type UploadFailure } from './upload-messages';
import {
  type AvatarSet,
  type PublishedMedia,
  usePublishUploadMutation,
  useRequestUploadMutation,
  useSetAvatarMutation,
} from './uploads-api';

/** Where an upload is: sending the file (with its progress), then the server checking it. */
export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'processing' }
  | { status: 'done' }
  | { status: 'failed'; failure: UploadFailure };

export interface Upload<T> {
  state: UploadState;
  /**
   * Checks the file (a courtesy: the server decides), asks for an upload address, PUTs the file
   * with its type while reporting progress, and has the server check and use it. Resolves to the
   * result, or null when it failed or was cancelled (state.failure says why).
   */
  upload: (file: File) => Promise<T | null>;
  /** Stops a running upload; nothing is kept (the unused upload is deleted by the server later). */
  cancel: () => void;
  reset: () => void;
}

/**
 * The upload steps shared by every kind: the last step (`finish`) turns the uploaded address into
 * what the caller needs (published media for a flyer, the avatar for a profile picture).
 */
function useUploadFlow<T>(kind: UploadKind, finish: (objectURL: string) => Promise<T>): Upload<T> {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [requestUpload] = useRequestUploadMutation();
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ status: 'idle' });
  }, []);

  const upload = useCallback(
    async (file: File): Promise<T | null> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const fail = (failure: UploadFailure) => {
        if (!controller.signal.aborted) setState({ status: 'failed', failure });
        return null;
      };

      const courtesy = checkSelectedFile(kind, file);
      if (courtesy) return fail({ kind: 'rule', message: courtesy });
      setState({ status: 'uploading', progress: 0 });
      try {
        const target = await requestUpload({ requestUploadDto: { kind } }).unwrap();
        if (controller.signal.aborted) return null;
        await putFile(
          target.uploadURL,
          file,
          (progress) => !controller.signal.aborted && setState({ status: 'uploading', progress }),
          controller.signal,
        );
        setState({ status: 'processing' });
        const result = await finish(target.objectURL);
        if (controller.signal.aborted) return null;
        setState({ status: 'done' });
        return result;
      } catch (error) {
        if (controller.signal.aborted) return null;
        if (error instanceof UploadTransferError) return fail(failureOfTransfer(error));
        return fail(failureOfApi(readApiFailure(error)));
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [kind, requestUpload, finish],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, upload, cancel, reset };
}

/**
 * Uploads a file of the given kind and publishes it: resolves to the published media, whose
 * `url` is what an event stores as flyerImageUrl / flyerVideoUrl (`variants.card` is the small
 * size of an image).
 */
export function useFileUpload(kind: Exclude<UploadKind, 'avatar'>): Upload<PublishedMedia> {
  const [publish] = usePublishUploadMutation();
  const finish = useCallback(
    (objectURL: string) => publish({ publishUploadDto: { objectURL, kind } }).unwrap(),
    [publish, kind],
  );
  return useUploadFlow(kind, finish);
}

/** Uploads a picture and makes it the signed-in user's avatar (PUT /api/avatar). */
export function useAvatarUpload(): Upload<AvatarSet> {
  const [setAvatar] = useSetAvatarMutation();
  const finish = useCallback(
    (objectURL: string) => setAvatar({ setAvatarDto: { avatarURL: objectURL } }).unwrap(),
    [setAvatar],
  );
  return useUploadFlow('avatar', finish);
}
