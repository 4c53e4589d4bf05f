// Files for tests, with the first bytes of real formats so that sniffing sees what a browser would.
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const MP4_HEAD = [0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d];

/** A file whose bytes start like `kind`; `size` pretends a larger file without allocating it. */
export function mediaFile(
  name: string,
  kind: 'png' | 'mp4' | 'text' | 'svg',
  type: string,
  size?: number,
): File {
  const head = {
    png: new Uint8Array(PNG_HEAD),
    mp4: new Uint8Array(MP4_HEAD),
    text: new TextEncoder().encode('just some text\n'),
    svg: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
  }[kind];
  const file = new File([head], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
