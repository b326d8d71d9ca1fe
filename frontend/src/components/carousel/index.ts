export { Carousel, type Slide } from './Carousel';
