// The newsletter feature's public entry: what other features and the app may use.
export { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';
export { NewsletterSubscribeProvider, type SubscribeToNewsletter } from './subscribe';
export { subscribeNewsletter } from './api/subscribe-newsletter';
