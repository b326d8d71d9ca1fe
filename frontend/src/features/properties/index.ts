// The properties feature's public entry. Its pages, the listing and detail pages, are loaded by
// the router by path (their modules are named in the server's route table), not through here:
// what imports this entry then does not pull the pages into its chunk. The home pages show the
// newest homes with the list's own cards.
export { FeaturedHomes } from './components/FeaturedHomes';
