// The properties feature's public entry: the listing and detail pages. The router loads them
// by path (their modules are named in the server's route table); no other feature uses them.
export { PropertyListPage } from './pages/PropertyListPage';
export { PropertyDetailPage } from './pages/PropertyDetailPage';
