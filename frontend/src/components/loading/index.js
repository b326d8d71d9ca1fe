export { LoadingProvider, useLoadingOverlay } from './loading-context';
export { LoadingOverlay, LoadingSpinner } from './LoadingOverlay';
