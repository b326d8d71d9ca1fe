export { PageTitle, usePageMeta } from './usePageMeta';
