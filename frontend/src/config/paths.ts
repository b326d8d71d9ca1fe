/** Every route and link target of the site (SPEC §2), in one place. */
export const paths = {
  home: '/',
  /** The old site's address of the home page: the same page, canonical '/'. */
  homeAlias: '/index.html',
  about: '/about-langhe-property-piedmont',
  contact: '/contact-langhe-property',
  consultancy: '/consultancy-service',
  consultancyInfo: '/consultancy-service.html',
  propertyList: '/piedmont-property-for-sale',
  propertyListPage: (page: number) => `/piedmont-property-for-sale/${page}`,
  propertyDetail: (ref: string) => `/property/for-sale/in-italy/${ref}`,
  articleList: '/piemonte-property-news',
  articleListPage: (page: number) => `/piemonte-property-news/${page}`,
  photography: '/photography/photography-service',
  buyersGuide: '/home-buyers-guide/piedmont-italy/buyers-guide.html',
  selling: '/selling-your-home/in-piedmont-italy.html',
  notFound: '/not-found',
  /** Spends a one-time sign-in link: /sign-in?token=… */
  signIn: '/sign-in',
  /** Staff only: enquiries and their delivery status. */
  staffInbox: '/staff/enquiries',
  /** Admin only: the towns, with their create and edit forms. */
  staffTowns: '/staff/towns',
  newProperty: '/property/for-sale/in-italy/new',
  it: {
    home: '/it/index.html',
    services: '/it/servizi-langhe-property-immobiliare.html',
    photography: '/it/fotografia.html',
    photoShoot: '/it/fotografico.html',
    contact: '/it/contatto-langhe-property-immobiliare',
  },
} as const;
