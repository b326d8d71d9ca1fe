export { Lightbox } from './Lightbox';
