// The statistics feature's public entry. Its screen is loaded by the router by path (the
// server's route table names its module); the property page links to a home's statistics.
export { statisticsHref } from './lib/statistics-view';
