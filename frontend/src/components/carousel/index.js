export { Carousel } from './Carousel';
