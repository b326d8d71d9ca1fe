export { FloatingActions, FloatingButton, FloatingLink } from './FloatingActions';
