import { IconButton, ProgressBar, Upload, Video, X } from '@likegripe/shared-ui';
import { UPLOAD_HINT } from './upload-hint';
import type { MediaFiles } from './media-files.hook';
import { POST_MEDIA_ACCEPT } from './media-sniffing';
import {
  DropZone,
  FieldGroup,
  FileInfo,
  FileList,
  FileRow,
  FileThumb,
  GroupLabel,
  InlineError,
} from './CreatePost.styles';

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

interface MediaPickerProps {
  media: MediaFiles;
  busy: boolean;
}

/** Images and videos for the post: a drop zone, refusals, and the removable list with progress. */
export function MediaPicker({ media, busy }: MediaPickerProps) {
  return (
    <FieldGroup>
      <GroupLabel id="create-post-media-label">Images and videos (optional)</GroupLabel>
      <DropZone>
        <Upload aria-hidden="true" />
        <strong>Click to add images or videos</strong>
        <small>{UPLOAD_HINT}</small>
        <input
          type="file"
          accept={POST_MEDIA_ACCEPT}
          multiple
          disabled={busy}
          aria-labelledby="create-post-media-label"
          onChange={(event) => {
            void media.add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </DropZone>
      {media.refusals.map((refusal) => (
        <InlineError key={refusal} role="alert">
          {refusal}
        </InlineError>
      ))}
      {media.files.length > 0 && (
        <FileList aria-label="Chosen files">
          {media.files.map(({ id, file, previewUrl, progress }) => (
            <FileRow key={id}>
              <FileThumb>
                {previewUrl ? <img src={previewUrl} alt="" /> : <Video aria-hidden="true" />}
              </FileThumb>
              <FileInfo>
                <span>{file.name}</span>
                <small>{formatSize(file.size)}</small>
                <ProgressBar value={Math.round(progress * 100)} label={`Upload of ${file.name}`} />
              </FileInfo>
              <IconButton
                label={`Remove ${file.name}`}
                icon={<X />}
                size="sm"
                disabled={busy}
                onClick={() => media.remove(id)}
              />
            </FileRow>
          ))}
        </FileList>
      )}
    </FieldGroup>
  );
}
