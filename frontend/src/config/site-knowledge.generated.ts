// Generated from the server's rules by `langhe dump-site-knowledge`; do not edit.
// crates/site/src/site_knowledge.rs says where each part comes from.
export const siteKnowledge = {
  "buyingCostRules": {
    "lastChecked": "2026-11-26",
    "ruleSets": [
      {
        "cadastralValue": {
          "multiplierFirstHome": 110,
          "multiplierOther": 120,
          "revaluationPerMille": 1050
        },
        "companySeller": {
          "cadastralTaxEuros": 200,
          "mortgageTaxEuros": 200,
          "registrationTaxEuros": 200,
          "vatFirstHomeBasisPoints": 400,
          "vatLuxuryBasisPoints": 2200,
          "vatOtherBasisPoints": 1000
        },
        "firstHomeResidenceMonths": 18,
        "luxuryCategories": [
          "A/1",
          "A/8",
          "A/9"
        ],
        "privateSeller": {
          "cadastralTaxEuros": 50,
          "mortgageTaxEuros": 50,
          "registrationFirstHomeBasisPoints": 200,
          "registrationMinimumEuros": 1000,
          "registrationOtherBasisPoints": 900
        },
        "validFrom": "2014-01-01"
      }
    ]
  },
  "defaultTexts": {
    "article": {
      "listing_description": "Description here",
      "text": "Content here",
      "title": "Your title here",
      "title2": "Your second title here"
    },
    "property": {
      "description": "Description here",
      "features": "Feature here",
      "listing_title": "Listing title here",
      "location": "Location here",
      "title": "Your title here",
      "title2": "Your second title here"
    },
    "propertyDistances": [
      {
        "descrip": "from Alba",
        "distance": 45,
        "place": "alba"
      },
      {
        "descrip": "from the Barolo area",
        "distance": 45,
        "place": "barolo"
      },
      {
        "descrip": "from Asti",
        "distance": 25,
        "place": "asti"
      },
      {
        "descrip": "from airports and coast",
        "distance": 120,
        "place": "airports"
      }
    ]
  },
  "initialData": {
    "articlesPerPage": 10,
    "propertiesPerPage": 100,
    "requests": {
      "article": "/api/articles/{id}",
      "articleList": "/api/articles?skip={skip}&take={take}",
      "featuredProperties": "/api/featured-properties",
      "property": "/api/properties/{ref}",
      "propertyCosts": "/api/properties/{ref}/costs?buyer={buyer}&basis={basis}",
      "propertyGallery": "/api/properties/{ref}/gallery",
      "propertyList": "/api/properties?skip={skip}&take={take}",
      "propertyMedia": "/api/properties/{ref}/media",
      "similarProperties": "/api/properties/{ref}/similar",
      "towns": "/api/towns"
    },
    "shareKeyParameter": "key"
  },
  "listingStatus": {
    "new": {
      "en": "New",
      "it": "Nuovo"
    },
    "reducedOn": {
      "en": "Reduced on",
      "it": "Prezzo ridotto il"
    },
    "underOffer": {
      "en": "Under offer",
      "it": "Trattativa in corso"
    }
  },
  "pageHeads": {
    "articleDefaults": {
      "description": "I found this on Langhe Property News",
      "title": "Look at this article!"
    },
    "articleList": {
      "description": "News, stories and advice about living in and buying property in Piedmont, Italy.",
      "title": "Articles about Piedmont, Italy | Langhe Property"
    },
    "italianArticleDefaults": {
      "description": "L'ho trovato su Langhe Property News",
      "title": "Guarda questo articolo!"
    },
    "italianPropertyDefaults": {
      "description": "L'ho trovato su Langhe Property",
      "title": "Guarda questo immobile!"
    },
    "italianPropertyList": {
      "description": "Case e attività da scoprire nelle Langhe, nel Roero e nel Monferrato",
      "title": "Immobili in vendita in Piemonte | Langhe Property"
    },
    "pages": {
      "/": {
        "canonical": "/",
        "description": "Independent property consultant in Piedmont, Italy: homes for sale in the Langhe, Roero and Monferrato, consultancy for buyers, and help selling to international buyers.",
        "title": "Piedmont Real Estate | Langhe Property"
      },
      "/about-langhe-property-piedmont": {
        "canonical": "/about-langhe-property-piedmont",
        "description": "Meet the independent property consultant who helps international buyers find, buy and sell homes in the Langhe, Roero and Monferrato.",
        "title": "About Langhe Property | Your property consultant in Piedmont"
      },
      "/consultancy-service": {
        "canonical": "/consultancy-service",
        "description": "Independent advice before you buy in Piedmont: a two-hour consultation for €350, in person within 30 km or by video, also if you are not buying through us.",
        "title": "Property consultancy in Piedmont, Italy | Langhe Property"
      },
      "/consultancy-service.html": {
        "canonical": "/consultancy-service",
        "description": "Independent advice before you buy in Piedmont: a two-hour consultation for €350, in person within 30 km or by video, also if you are not buying through us.",
        "title": "Property consultancy in Piedmont, Italy | Langhe Property"
      },
      "/contact-langhe-property": {
        "canonical": "/contact-langhe-property",
        "description": "Write to Langhe Property about buying or selling a home in Piedmont, Italy.",
        "title": "Contact Langhe Property"
      },
      "/home-buyers-guide/piedmont-italy/buyers-guide.html": {
        "canonical": "/home-buyers-guide/piedmont-italy/buyers-guide.html",
        "description": "How buying a home in Piedmont works, step by step: searching, viewing, offers, notary, taxes and costs.",
        "title": "Buyer's guide to property in Piedmont, Italy | Langhe Property"
      },
      "/index.html": {
        "canonical": "/",
        "description": "Independent property consultant in Piedmont, Italy: homes for sale in the Langhe, Roero and Monferrato, consultancy for buyers, and help selling to international buyers.",
        "title": "Piedmont Real Estate | Langhe Property"
      },
      "/it/contatto-langhe-property-immobiliare": {
        "canonical": "/it/contatto-langhe-property-immobiliare",
        "description": "Scriva a Langhe Property per vendere o comprare casa in Piemonte.",
        "title": "Contatti | Langhe Property"
      },
      "/it/fotografia.html": {
        "canonical": "/it/fotografia.html",
        "description": "Portfolio fotografico: immobili, riprese con drone, eventi e paesaggi delle Langhe, del Roero e del Monferrato.",
        "title": "Fotografia immobiliare, con drone e di eventi in Piemonte | Langhe Property"
      },
      "/it/fotografico.html": {
        "canonical": "/it/fotografico.html",
        "description": "Servizi fotografici professionali per immobili, strutture ricettive ed eventi in Piemonte.",
        "title": "Servizio fotografico | Langhe Property"
      },
      "/it/guida-acquisto-casa-piemonte.html": {
        "canonical": "/it/guida-acquisto-casa-piemonte.html",
        "description": "Come si compra casa in Piemonte, passo dopo passo: ricerca, visite, proposta, notaio, imposte e costi.",
        "title": "Guida all'acquisto di una casa in Piemonte | Langhe Property"
      },
      "/it/index.html": {
        "canonical": "/it/index.html",
        "description": "Consulente immobiliare indipendente in Piemonte: case in vendita nelle Langhe, nel Roero e nel Monferrato per acquirenti internazionali.",
        "title": "Immobili in vendita in Piemonte | Langhe Property"
      },
      "/it/informativa-privacy": {
        "canonical": "/it/informativa-privacy",
        "description": "Chi tratta i dati che lei invia tramite questo sito, perché, per quanto tempo, chi altro li riceve, il cookie che usiamo e i suoi diritti secondo il GDPR.",
        "title": "Informativa sulla privacy e sui cookie | Langhe Property"
      },
      "/it/preferiti": {
        "canonical": "/it/preferiti",
        "description": "Le case che ha salvato tra i preferiti, a confronto, con una sola richiesta di informazioni o di visita per tutte.",
        "title": "I suoi preferiti | Langhe Property"
      },
      "/it/servizi-langhe-property-immobiliare.html": {
        "canonical": "/it/servizi-langhe-property-immobiliare.html",
        "description": "Vendere casa ad acquirenti internazionali, consulenza immobiliare e servizi fotografici nelle Langhe, nel Roero e nel Monferrato.",
        "title": "Servizi immobiliari nelle Langhe | Langhe Property"
      },
      "/not-found": {
        "canonical": "/not-found",
        "description": "Sorry! This page, unlike Barolo, hasn't aged well.. It's either been deleted or moved.",
        "title": "Page not found | Langhe Property"
      },
      "/photography/photography-service": {
        "canonical": "/photography/photography-service",
        "description": "Photography portfolio: real estate, drone, events and landscapes of the Langhe, Roero and Monferrato.",
        "title": "Real estate, drone and event photography in Piedmont | Langhe Property"
      },
      "/privacy-policy": {
        "canonical": "/privacy-policy",
        "description": "Who keeps the details you send through this site, why, for how long, who else receives them, the cookie we set and your rights under the GDPR.",
        "title": "Privacy and cookie policy | Langhe Property"
      },
      "/selling-your-home/in-piedmont-italy.html": {
        "canonical": "/selling-your-home/in-piedmont-italy.html",
        "description": "Sell your home in the Langhe, Roero or Monferrato to international buyers, with photography, marketing and advice from an independent consultant.",
        "title": "Selling your home in Piedmont, Italy | Langhe Property"
      },
      "/shortlist": {
        "canonical": "/shortlist",
        "description": "The homes you keep on your shortlist, side by side, with one enquiry or viewing request for them all.",
        "title": "Your shortlist | Langhe Property"
      }
    },
    "propertyDefaults": {
      "description": "I found this on Langhe Property",
      "title": "Look at this property!"
    },
    "propertyList": {
      "description": "Beautiful homes & businesses in Langhe, Roero & Monferrato",
      "title": "Real estate for sale in Piedmont, Italy | Langhe Property"
    },
    "siteName": "Langhe Property",
    "staff": {
      "inbox": {
        "description": "I found this on Langhe Property",
        "title": "Enquiries | Langhe Property"
      },
      "italianSignIn": {
        "description": "L'ho trovato su Langhe Property",
        "title": "Accesso | Langhe Property"
      },
      "newItem": {
        "description": "I found this on Langhe Property",
        "title": "New | Langhe Property"
      },
      "signIn": {
        "description": "I found this on Langhe Property",
        "title": "Sign in | Langhe Property"
      },
      "statistics": {
        "description": "I found this on Langhe Property",
        "title": "Statistics | Langhe Property"
      },
      "towns": {
        "description": "I found this on Langhe Property",
        "title": "Towns | Langhe Property"
      }
    },
    "translations": [
      [
        "/",
        "/it/index.html"
      ],
      [
        "/contact-langhe-property",
        "/it/contatto-langhe-property-immobiliare"
      ],
      [
        "/consultancy-service",
        "/it/servizi-langhe-property-immobiliare.html"
      ],
      [
        "/photography/photography-service",
        "/it/fotografia.html"
      ],
      [
        "/home-buyers-guide/piedmont-italy/buyers-guide.html",
        "/it/guida-acquisto-casa-piemonte.html"
      ],
      [
        "/privacy-policy",
        "/it/informativa-privacy"
      ],
      [
        "/shortlist",
        "/it/preferiti"
      ]
    ]
  },
  "permissions": [
    "viewUnpublished",
    "createProperty",
    "editProperty",
    "deleteProperty",
    "managePhotos",
    "readEnquiries",
    "workLeads",
    "exportSubscribers",
    "editArticles",
    "editTowns",
    "manageUsers",
    "readServerReports",
    "eraseContacts",
    "readStatistics",
    "manageOwners"
  ],
  "pictures": {
    "bannerWidths": [
      600,
      900,
      1800
    ],
    "sizes": {
      "background": {
        "height": 1200,
        "width": 1800
      },
      "bannerMedium": {
        "height": 600,
        "width": 900
      },
      "bannerSmall": {
        "height": 400,
        "width": 600
      },
      "galleryLarge": {
        "height": 1200,
        "width": 1800
      },
      "gallerySmall": {
        "height": 433,
        "width": 650
      },
      "galleryThumb": {
        "height": 220,
        "width": 330
      },
      "listing": {
        "height": 500,
        "width": 750
      },
      "listingSmall": {
        "height": 100,
        "width": 150
      }
    }
  },
  "priceText": {
    "cardPleaseCall": "€Please call",
    "currencySymbol": "€",
    "it": {
      "cardPleaseCall": "Prezzo su richiesta",
      "priceBoxPleaseCall": "PREZZO SU RICHIESTA",
      "sold": "VENDUTO!"
    },
    "priceBoxPleaseCall": "€PLEASE CALL",
    "sold": "SOLD!"
  },
  "roles": {
    "admin": [
      "viewUnpublished",
      "createProperty",
      "editProperty",
      "deleteProperty",
      "managePhotos",
      "readEnquiries",
      "workLeads",
      "exportSubscribers",
      "editArticles",
      "editTowns",
      "manageUsers",
      "readServerReports",
      "eraseContacts",
      "readStatistics",
      "manageOwners"
    ],
    "agent": [
      "viewUnpublished",
      "createProperty",
      "editProperty",
      "managePhotos",
      "readEnquiries",
      "workLeads",
      "readStatistics"
    ]
  },
  "routes": {
    "links": {
      "about": "/about-langhe-property-piedmont",
      "articleDetail": "/piemonte-property-news/langhe-property",
      "articleList": "/piemonte-property-news",
      "buyersGuide": "/home-buyers-guide/piedmont-italy/buyers-guide.html",
      "consultancy": "/consultancy-service",
      "consultancyInfo": "/consultancy-service.html",
      "contact": "/contact-langhe-property",
      "home": "/",
      "homeAlias": "/index.html",
      "it": {
        "articleDetail": "/it/notizie-immobiliari-piemonte/langhe-property",
        "buyersGuide": "/it/guida-acquisto-casa-piemonte.html",
        "contact": "/it/contatto-langhe-property-immobiliare",
        "home": "/it/index.html",
        "photoShoot": "/it/fotografico.html",
        "photography": "/it/fotografia.html",
        "privacyPolicy": "/it/informativa-privacy",
        "propertyDetail": "/it/immobile/in-vendita/in-italia",
        "propertyList": "/it/immobili-in-vendita-piemonte",
        "services": "/it/servizi-langhe-property-immobiliare.html",
        "shortlist": "/it/preferiti",
        "signIn": "/it/accesso"
      },
      "notFound": "/not-found",
      "photography": "/photography/photography-service",
      "privacyPolicy": "/privacy-policy",
      "propertyDetail": "/property/for-sale/in-italy",
      "propertyList": "/piedmont-property-for-sale",
      "selling": "/selling-your-home/in-piedmont-italy.html",
      "shortlist": "/shortlist",
      "signIn": "/sign-in",
      "staffInbox": "/staff/enquiries",
      "staffStatistics": "/staff/statistics",
      "staffTowns": "/staff/towns"
    },
    "router": [
      {
        "path": "/",
        "screen": "home"
      },
      {
        "path": "/index.html",
        "screen": "home"
      },
      {
        "path": "/about-langhe-property-piedmont",
        "screen": "about"
      },
      {
        "path": "/contact-langhe-property",
        "screen": "contact"
      },
      {
        "path": "/it/contatto-langhe-property-immobiliare",
        "screen": "italianContact"
      },
      {
        "path": "/consultancy-service",
        "screen": "consultancy"
      },
      {
        "path": "/consultancy-service.html",
        "screen": "consultancyInfo"
      },
      {
        "path": "/photography/photography-service",
        "screen": "photography"
      },
      {
        "path": "/piedmont-property-for-sale",
        "screen": "propertyList"
      },
      {
        "path": "/piedmont-property-for-sale/:page",
        "screen": "propertyList"
      },
      {
        "path": "/property/for-sale/:category/:ref",
        "screen": "propertyDetail"
      },
      {
        "path": "/it/immobili-in-vendita-piemonte",
        "screen": "italianPropertyList"
      },
      {
        "path": "/it/immobili-in-vendita-piemonte/:page",
        "screen": "italianPropertyList"
      },
      {
        "path": "/it/immobile/in-vendita/:category/:ref",
        "screen": "italianPropertyDetail"
      },
      {
        "path": "/piemonte-property-news",
        "screen": "articleList"
      },
      {
        "path": "/piemonte-property-news/:page",
        "screen": "articleList"
      },
      {
        "path": "/piemonte-property-news/langhe-property/:path/:id",
        "screen": "articleDetail"
      },
      {
        "path": "/it/notizie-immobiliari-piemonte/langhe-property/:path/:id",
        "screen": "italianArticleDetail"
      },
      {
        "path": "/home-buyers-guide/piedmont-italy/buyers-guide.html",
        "screen": "buyersGuide"
      },
      {
        "path": "/it/guida-acquisto-casa-piemonte.html",
        "screen": "italianBuyersGuide"
      },
      {
        "path": "/selling-your-home/in-piedmont-italy.html",
        "screen": "selling"
      },
      {
        "path": "/it/index.html",
        "screen": "italianHome"
      },
      {
        "path": "/it/servizi-langhe-property-immobiliare.html",
        "screen": "italianServices"
      },
      {
        "path": "/it/fotografia.html",
        "screen": "italianPhotography"
      },
      {
        "path": "/it/fotografico.html",
        "screen": "photoShoot"
      },
      {
        "path": "/sign-in",
        "screen": "signIn"
      },
      {
        "path": "/it/accesso",
        "screen": "signIn"
      },
      {
        "path": "/staff/enquiries",
        "screen": "staffInbox"
      },
      {
        "path": "/staff/towns",
        "screen": "staffTowns"
      },
      {
        "path": "/staff/statistics",
        "screen": "staffStatistics"
      },
      {
        "path": "/privacy-policy",
        "screen": "privacyPolicy"
      },
      {
        "path": "/it/informativa-privacy",
        "screen": "italianPrivacyPolicy"
      },
      {
        "path": "/shortlist",
        "screen": "shortlist"
      },
      {
        "path": "/it/preferiti",
        "screen": "italianShortlist"
      },
      {
        "path": "/not-found",
        "screen": "notFound"
      }
    ],
    "screens": {
      "about": {
        "export": "AboutPage",
        "module": "src/features/about/AboutPage.tsx"
      },
      "articleDetail": {
        "export": "ArticleDetailPage",
        "module": "src/features/articles/pages/ArticleDetailPage.tsx"
      },
      "articleList": {
        "export": "ArticleListPage",
        "module": "src/features/articles/pages/ArticleListPage.tsx"
      },
      "buyersGuide": {
        "export": "BuyersGuidePage",
        "module": "src/features/guides/BuyersGuidePage.tsx"
      },
      "consultancy": {
        "export": "ConsultancyPage",
        "module": "src/features/consultancy/ConsultancyPage.tsx"
      },
      "consultancyInfo": {
        "export": "ConsultancyInfoPage",
        "module": "src/features/consultancy/ConsultancyInfoPage.tsx"
      },
      "contact": {
        "export": "EnglishContactPage",
        "module": "src/features/contact/ContactPage.en.tsx"
      },
      "home": {
        "export": "EnglishHomePage",
        "module": "src/features/home/HomePage.en.tsx"
      },
      "italianArticleDetail": {
        "export": "ItalianArticleDetailPage",
        "module": "src/features/articles/pages/ArticleDetailPage.it.tsx"
      },
      "italianBuyersGuide": {
        "export": "ItalianBuyersGuidePage",
        "module": "src/features/guides/BuyersGuidePage.it.tsx"
      },
      "italianContact": {
        "export": "ItalianContactPage",
        "module": "src/features/contact/ContactPage.it.tsx"
      },
      "italianHome": {
        "export": "ItalianHomePage",
        "module": "src/features/home/HomePage.it.tsx"
      },
      "italianPhotography": {
        "export": "ItalianPhotographyPage",
        "module": "src/features/photography/PhotographyPage.it.tsx"
      },
      "italianPrivacyPolicy": {
        "export": "ItalianPrivacyPolicyPage",
        "module": "src/features/privacy/PrivacyPolicyPage.it.tsx"
      },
      "italianPropertyDetail": {
        "export": "ItalianPropertyDetailPage",
        "module": "src/features/properties/pages/PropertyDetailPage.it.tsx"
      },
      "italianPropertyList": {
        "export": "ItalianPropertyListPage",
        "module": "src/features/properties/pages/PropertyListPage.it.tsx"
      },
      "italianServices": {
        "export": "ItalianServicesPage",
        "module": "src/features/italian/ItalianServicesPage.tsx"
      },
      "italianShortlist": {
        "export": "ItalianShortlistPage",
        "module": "src/features/shortlist/ShortlistPage.it.tsx"
      },
      "notFound": {
        "export": "NotFoundPage",
        "module": "src/features/not-found/NotFoundPage.tsx"
      },
      "photoShoot": {
        "export": "PhotoShootPage",
        "module": "src/features/photography/PhotoShootPage.tsx"
      },
      "photography": {
        "export": "EnglishPhotographyPage",
        "module": "src/features/photography/PhotographyPage.en.tsx"
      },
      "privacyPolicy": {
        "export": "EnglishPrivacyPolicyPage",
        "module": "src/features/privacy/PrivacyPolicyPage.en.tsx"
      },
      "propertyDetail": {
        "export": "PropertyDetailPage",
        "module": "src/features/properties/pages/PropertyDetailPage.tsx"
      },
      "propertyList": {
        "export": "PropertyListPage",
        "module": "src/features/properties/pages/PropertyListPage.tsx"
      },
      "selling": {
        "export": "SellingPage",
        "module": "src/features/guides/SellingPage.tsx"
      },
      "shortlist": {
        "export": "EnglishShortlistPage",
        "module": "src/features/shortlist/ShortlistPage.en.tsx"
      },
      "signIn": {
        "export": "SignInLinkPage",
        "module": "src/features/auth/pages/SignInLinkPage.tsx"
      },
      "staffInbox": {
        "export": "InboxPage",
        "module": "src/features/inbox/InboxPage.tsx"
      },
      "staffStatistics": {
        "export": "StatisticsPage",
        "module": "src/features/statistics/StatisticsPage.tsx"
      },
      "staffTowns": {
        "export": "TownsPage",
        "module": "src/features/towns/TownsPage.tsx"
      }
    }
  },
  "urlSuffix": {
    "prefix": "-",
    "stripped": " :/?#[]@%=<>{}|^~`'"
  }
} as const;
