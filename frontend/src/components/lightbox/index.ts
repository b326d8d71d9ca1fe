export { LazyLightbox as Lightbox } from './LazyLightbox';
export type { LightboxImage, LightboxProps } from './Lightbox';
