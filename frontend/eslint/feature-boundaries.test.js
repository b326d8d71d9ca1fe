import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const src = '/site/src';
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const at = (file, code) => ({ code, filename: `${src}/${file}`, options: [{ srcDir: src }] });

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    at('features/articles/pages/List.tsx', "import { NewsletterForm } from '@/features/newsletter';"),
    at('features/articles/pages/List.tsx', "import { x } from '@/features/newsletter/index';"),
    at('features/articles/pages/List.tsx', "import { useArticles } from '../api/get-articles';"),
    at('features/articles/pages/List.tsx', "import { y } from '@/features/articles/lib/article-links';"),
    at('features/articles/pages/List.tsx', "import { Picture } from '@/components/Picture';"),
    at('app/router.tsx', "const page = import('@/features/articles/pages/List');"),
    at('lib/i18n.ts', "import { z } from 'zod';"),
  ],
  invalid: [
    at('features/articles/pages/List.tsx', "import { NewsletterForm } from '@/features/newsletter/NewsletterForm';"),
    at('features/properties/edit/components/S.tsx', "import { useTowns } from '../../../towns/api/get-towns';"),
    at('features/articles/pages/List.tsx', "export { x } from '@/features/towns/types';"),
    at('lib/images/picture.ts', "import { a } from '@/features/properties';"),
    at('components/Picture.tsx', "import { a } from '../features/properties/lib/property-images';"),
    at('config/paths.ts', "const m = import('@/features/home/HomePage');"),
  ].map((test) => ({ ...test, errors: 1 })),
});
