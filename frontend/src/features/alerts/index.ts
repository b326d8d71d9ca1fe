// The alerts feature's public entry: "E-mail me new homes like these" under a filtered list.
export { AlertForm } from './AlertForm';
