import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaMeta, PreparedPhoto } from '@likegripe/shared-core';
import { checkPickedFiles } from './media-file-check';
import type { PostMediaType } from './media-sniffing';

export interface ChosenFile {
  id: string;
  file: File;
  /** The type the file's bytes showed; it is uploaded as this type. */
  mediaType: PostMediaType;
  /** What is sent: a photo drawn again without its metadata, anything else as it was picked. */
  upload: Blob;
  /** A photo's size and colour, written into its stored URL. */
  meta?: MediaMeta;
  /** A video's still, uploaded beside it. */
  poster?: PreparedPhoto;
  /** An object url for the thumbnail of an image, null for videos. */
  previewUrl: string | null;
  /** Upload progress from 0 to 1. */
  progress: number;
}

/** The files chosen for a new post, checked before any upload, with per-file progress. */
export function useMediaFiles() {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const filesRef = useRef(files);
  filesRef.current = files;
  // Picks are checked one after another, so a second pick counts the files the first one added.
  const checking = useRef<Promise<void>>(Promise.resolve());

  useEffect(
    () => () => {
      for (const chosen of filesRef.current)
        if (chosen.previewUrl) URL.revokeObjectURL(chosen.previewUrl);
    },
    [],
  );

  const add = useCallback((picked: File[]) => {
    checking.current = checking.current.then(async () => {
      const { accepted, refusals: refused } = await checkPickedFiles(
        picked,
        filesRef.current.length,
      );
      const added = accepted.map(({ file, mediaType, upload, meta, poster }) => ({
        id: crypto.randomUUID(),
        file,
        mediaType,
        upload,
        meta,
        poster,
        previewUrl: mediaType.startsWith('image/') ? URL.createObjectURL(upload) : null,
        progress: 0,
      }));
      filesRef.current = [...filesRef.current, ...added];
      setRefusals(refused);
      setFiles(filesRef.current);
    });
    return checking.current;
  }, []);

  /** The chosen files once every pick so far has been checked. */
  const settled = useCallback(() => checking.current.then(() => filesRef.current), []);

  const remove = useCallback((id: string) => {
    const removed = filesRef.current.find((chosen) => chosen.id === id);
    if (removed?.previewUrl) URL.revokeObjectURL(removed.previewUrl);
    filesRef.current = filesRef.current.filter((chosen) => chosen.id !== id);
    setFiles(filesRef.current);
  }, []);

  const setProgress = useCallback((id: string, progress: number) => {
    setFiles((current) =>
      current.map((chosen) => (chosen.id === id ? { ...chosen, progress } : chosen)),
    );
  }, []);

  const resetProgress = useCallback(() => {
    setFiles((current) => current.map((chosen) => ({ ...chosen, progress: 0 })));
  }, []);

  return { files, refusals, add, settled, remove, setProgress, resetProgress };
}

export type MediaFiles = ReturnType<typeof useMediaFiles>;
