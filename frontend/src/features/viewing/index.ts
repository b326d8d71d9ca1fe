// The viewing feature's public entry: the visitor's "Request a viewing" form.
export { ViewingForm } from './ViewingForm';
export { MAX_VIEWING_REFS } from './viewing-schema';
