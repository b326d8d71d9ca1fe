import { galleries } from './galleries';
import { GalleryGrid } from './GalleryGrid';
import styles from './Photography.module.css';

/** The four portfolio galleries with a jump list; shared by the English and Italian pages. */
export function Portfolio({ language }: { language: 'en' | 'it' }) {
  const all = galleries(language);
  return (
    <>
      <nav aria-label={language === 'it' ? 'Gallerie' : 'Galleries'}>
        <ul className={styles.jump}>
          {all.map((gallery) => (
            <li key={gallery.key}>
              <a className="button button-outline" href={`#gallery-${gallery.key}`}>
                {gallery.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {all.map((gallery) => (
        <GalleryGrid key={gallery.key} gallery={gallery} language={language} />
      ))}
    </>
  );
}
