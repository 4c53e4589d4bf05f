import { useCallback, useEffect, useRef, useState } from 'react';
import { exceedsUploadHint, validateUploadFile } from '@likegripe/shared-core';

export interface ChosenFile {
  id: string;
  file: File;
  /** An object url for the thumbnail of an image, null for videos. */
  previewUrl: string | null;
  /** Upload progress from 0 to 1. */
  progress: number;
}

/** Why a file was not added: too big, or not an image or video. */
export function fileRefusal(file: File): string | null {
  if (exceedsUploadHint(file.size)) return `${file.name} is larger than 10MB and was not added.`;
  const typeProblem = validateUploadFile(file);
  return typeProblem ? `${file.name}: ${typeProblem}` : null;
}

/** The files chosen for a new post, checked before any upload, with per-file progress. */
export function useMediaFiles() {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const filesRef = useRef(files);
  filesRef.current = files;

  useEffect(
    () => () => {
      for (const chosen of filesRef.current)
        if (chosen.previewUrl) URL.revokeObjectURL(chosen.previewUrl);
    },
    [],
  );

  const add = useCallback((picked: File[]) => {
    const problems = picked.map(fileRefusal);
    const accepted = picked.filter((_, index) => problems[index] === null);
    setRefusals(problems.filter((problem): problem is string => problem !== null));
    setFiles((current) => [
      ...current,
      ...accepted.map((file) => ({
        id: crypto.randomUUID(),
        file,
        previewUrl: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
        progress: 0,
      })),
    ]);
  }, []);

  const remove = useCallback((id: string) => {
    setFiles((current) => {
      const removed = current.find((chosen) => chosen.id === id);
      if (removed?.previewUrl) URL.revokeObjectURL(removed.previewUrl);
      return current.filter((chosen) => chosen.id !== id);
    });
  }, []);

  const setProgress = useCallback((id: string, progress: number) => {
    setFiles((current) =>
      current.map((chosen) => (chosen.id === id ? { ...chosen, progress } : chosen)),
    );
  }, []);

  const resetProgress = useCallback(() => {
    setFiles((current) => current.map((chosen) => ({ ...chosen, progress: 0 })));
  }, []);

  return { files, refusals, add, remove, setProgress, resetProgress };
}

export type MediaFiles = ReturnType<typeof useMediaFiles>;
