// The towns feature's public entry: what other features and the app may use.
export { useTowns } from './api/get-towns';
export type { Town } from './types';
