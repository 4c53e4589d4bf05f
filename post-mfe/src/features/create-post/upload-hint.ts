export const UPLOAD_HINT = 'PNG, JPG, MP4 up to 10MB';
/** The size the hint names; the post-media bucket refuses larger files (its file_size_limit). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
