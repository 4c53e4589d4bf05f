export {
  ImageSourcesProvider,
  useImageSources,
  type ImageBox,
  type ImageSourcer,
  type ImageSources,
} from './image-sources';
