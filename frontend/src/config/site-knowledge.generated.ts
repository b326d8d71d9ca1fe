// Generated from the server's rules by `langhe dump-site-knowledge`; do not edit.
// crates/api/src/site_knowledge.rs says where each part comes from.
export const siteKnowledge = {
  "pageHeads": {
    "articleDefaults": {
      "description": "I found this on Langhe Property News",
      "title": "Look at this article!"
    },
    "articleList": {
      "description": "News, stories and advice about living in and buying property in Piedmont, Italy.",
      "title": "Articles about Piedmont, Italy | Langhe Property"
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
        "description": "Scrivi a Langhe Property per vendere o comprare casa in Piemonte.",
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
      "/it/index.html": {
        "canonical": "/it/index.html",
        "description": "Consulente immobiliare indipendente in Piemonte: case in vendita nelle Langhe, nel Roero e nel Monferrato per acquirenti internazionali.",
        "title": "Immobili in vendita in Piemonte | Langhe Property"
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
      "/selling-your-home/in-piedmont-italy.html": {
        "canonical": "/selling-your-home/in-piedmont-italy.html",
        "description": "Sell your home in the Langhe, Roero or Monferrato to international buyers, with photography, marketing and advice from an independent consultant.",
        "title": "Selling your home in Piedmont, Italy | Langhe Property"
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
      "newItem": {
        "description": "I found this on Langhe Property",
        "title": "New | Langhe Property"
      },
      "signIn": {
        "description": "I found this on Langhe Property",
        "title": "Sign in | Langhe Property"
      },
      "towns": {
        "description": "I found this on Langhe Property",
        "title": "Towns | Langhe Property"
      }
    }
  },
  "permissions": [
    "viewUnpublished",
    "createProperty",
    "editProperty",
    "deleteProperty",
    "managePhotos",
    "readEnquiries",
    "exportSubscribers",
    "editArticles",
    "editTowns",
    "manageUsers"
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
      "exportSubscribers",
      "editArticles",
      "editTowns",
      "manageUsers"
    ],
    "agent": [
      "viewUnpublished",
      "createProperty",
      "editProperty",
      "managePhotos",
      "readEnquiries"
    ]
  },
  "urlSuffix": {
    "prefix": "-",
    "stripped": " :/?#[]@%=<>{}|^~`'"
  }
} as const;
