export { PageTitle, usePageMeta, type PageMeta } from './usePageMeta';
