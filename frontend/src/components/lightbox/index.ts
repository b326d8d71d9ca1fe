export { LazyLightbox as Lightbox } from './LazyLightbox';
export type { LightboxImage, LightboxProps } from './Lightbox';
export { LIGHTBOX_LABELS } from './labels';
