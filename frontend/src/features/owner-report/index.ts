// The owner report feature's public entry (issue #29): the property editor's Owner panel,
// where staff record a home's owner and send them, or revoke, the link to its report.
export { OwnerPanel } from './components/OwnerPanel';
