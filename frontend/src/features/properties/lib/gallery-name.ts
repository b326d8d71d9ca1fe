import type { Language, ShownText } from '@/lib/i18n';

/**
 * The usual names staff give a gallery, in Italian. A gallery's name is also its folder (spec
 * §3's upload targets), typed once in English and never translated; 'New Gallery' is the
 * spec's default, i.e. a gallery she did not name. Keys are lower case, words spaced.
 */
const ITALIAN_GALLERY_NAMES: Readonly<Record<string, string>> = {
  'new gallery': 'Foto',
  gallery: 'Foto',
  photos: 'Foto',
  pictures: 'Foto',
  exterior: 'Esterni',
  exteriors: 'Esterni',
  outside: 'Esterni',
  interior: 'Interni',
  interiors: 'Interni',
  inside: 'Interni',
  garden: 'Giardino',
  gardens: 'Giardini',
  grounds: 'Giardino',
  pool: 'Piscina',
  'swimming pool': 'Piscina',
  cellar: 'Cantina',
  'wine cellar': 'Cantina',
  winery: 'Cantina',
  chapel: 'Cappella',
  spa: 'Spa',
  vineyard: 'Vigneto',
  vineyards: 'Vigneti',
  'hazelnut grove': 'Noccioleto',
  orchard: 'Frutteto',
  woods: 'Bosco',
  land: 'Terreno',
  'guest rooms': 'Camere per gli ospiti',
  'guest house': 'Dependance',
  bedrooms: 'Camere da letto',
  bedroom: 'Camera da letto',
  bathrooms: 'Bagni',
  bathroom: 'Bagno',
  kitchen: 'Cucina',
  'living room': 'Soggiorno',
  'dining room': 'Sala da pranzo',
  study: 'Studio',
  office: 'Studio',
  terrace: 'Terrazza',
  terraces: 'Terrazze',
  porch: 'Portico',
  courtyard: 'Cortile',
  attic: 'Soffitta',
  barn: 'Fienile',
  stables: 'Scuderie',
  outbuildings: 'Annessi',
  garage: 'Garage',
  view: 'Panorama',
  views: 'Panorama',
  surroundings: 'Dintorni',
  area: 'Dintorni',
  village: 'Il paese',
  town: 'Il paese',
  aerial: 'Riprese aeree',
  'aerial views': 'Riprese aeree',
  drone: 'Riprese aeree',
};

const ITALIAN_NAMES = new Set(Object.values(ITALIAN_GALLERY_NAMES).map((name) => name.toLowerCase()));

const key = (name: string) => name.trim().toLowerCase().replace(/[-_\s]+/g, ' ');

/**
 * A gallery's heading as a page in `language` shows it: as named on an English page; on an
 * Italian one the Italian for a usual name, a name already Italian as it is, and any other
 * as written, marked English (`lang`), as the catalogue's other fallbacks are.
 */
export function galleryName(name: string, language: Language): ShownText {
  if (language === 'en') return { text: name, lang: undefined };
  const italian = ITALIAN_GALLERY_NAMES[key(name)];
  if (italian) return { text: italian, lang: undefined };
  return { text: name, lang: ITALIAN_NAMES.has(key(name)) ? undefined : 'en' };
}
