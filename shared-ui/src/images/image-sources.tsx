import { createContext, useContext, type ReactNode } from 'react';

/** The box a picture is drawn in, in CSS pixels; without a height it keeps its own shape. */
export interface ImageBox {
  width: number;
  height?: number;
}

/** What an `img` loads: `src`, and where the picture comes in several widths, their list. */
export interface ImageSources {
  src: string;
  srcSet?: string;
}

/**
 * Turns a picture's URL and the box it is drawn in into the sources to load. The app decides
 * (a storage service that renders smaller copies, or none); the design system only asks.
 */
export type ImageSourcer = (url: string, box: ImageBox) => ImageSources;

const loadAsStored: ImageSourcer = (url) => ({ src: url });

const ImageSourcesContext = createContext<ImageSourcer>(loadAsStored);

/** Gives every picture below it the app's way to pick its sources; without it, URLs load as they are. */
export function ImageSourcesProvider({
  sourcer,
  children,
}: {
  sourcer: ImageSourcer;
  children: ReactNode;
}) {
  return <ImageSourcesContext.Provider value={sourcer}>{children}</ImageSourcesContext.Provider>;
}

/** The app's image sourcer, for components that draw pictures. */
export function useImageSources(): ImageSourcer {
  return useContext(ImageSourcesContext);
}
