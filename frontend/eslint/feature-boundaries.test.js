import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
    at('features/property-editor/components/S.tsx', "import { useTowns } from '../../towns/api/get-towns';"),
    at('features/articles/pages/List.tsx', "export { x } from '@/features/towns/types';"),
    at('lib/images/picture.ts', "import { a } from '@/features/properties';"),
    at('components/Picture.tsx', "import { a } from '../features/properties/lib/property-images';"),
    at('config/paths.ts', "const m = import('@/features/home/HomePage');"),
  ].map((test) => ({ ...test, errors: 1 })),
});

// Features on disk: the listing imports the editor and the shared data, the editor the data.
const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-boundaries-'));
const files = {
  'features/listing/pages/ListPage.tsx': "import { Editor } from '@/features/editor';\nimport { read } from '@/features/data';",
  'features/listing/index.ts': "export { ListPage } from './pages/ListPage';",
  'features/editor/index.ts': "export { Editor } from './Editor';",
  'features/editor/Editor.tsx': "import type { Item } from '@/features/data';\nconst save = () => import('./api/save');",
  'features/editor/api/save.ts': "import { read } from '../../data';",
  'features/data/index.ts': "export const read = 1;",
};
for (const [file, code] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  fs.writeFileSync(path.join(tree, file), code);
}
const inTree = (file, code) => ({ code, filename: path.join(tree, file), options: [{ srcDir: tree }] });

tester.run('feature-boundaries (circles)', featureBoundaries, {
  valid: [
    inTree('features/listing/pages/DetailPage.tsx', "import { Editor } from '@/features/editor';"),
    inTree('features/editor/lib/draft.ts', "import { read } from '@/features/data';"),
    inTree('features/data/lib/rules.ts', "import { x } from '../api/get';"),
    inTree('app/router.tsx', "import { ListPage } from '@/features/listing/pages/ListPage';"),
  ],
  invalid: [
    inTree('features/editor/lib/draft.ts', "import { ListPage } from '@/features/listing';"),
    inTree('features/data/lib/rules.ts', "export { Editor } from '@/features/editor';"),
    inTree('features/data/lib/rules.ts', "const page = import('@/features/listing');"),
  ].map((test) => ({ ...test, errors: 1 })),
});
