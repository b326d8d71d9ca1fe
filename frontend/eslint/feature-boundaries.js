// The front end's import boundaries (bulletproof-react's layering, with public entries):
// - a feature imports another feature only through that feature's public entry
//   (`@/features/name`, i.e. features/name/index.ts), never a file inside it;
// - the shared layers (lib/, components/, config/) never import a feature.
// app/ and server/ compose the features and may import any file of them (lazy routes need
// the page modules themselves, or every page would load with the first one).
// Specifiers are resolved against the importing file, so a relative path that climbs out of
// its feature is caught like an `@/` one.
import path from 'node:path';

const SHARED_LAYERS = ['lib', 'components', 'config'];

/** `src`-relative path segments of a specifier, or null when it names a package. */
function resolveInSrc(specifier, fromFile, srcDir) {
  let absolute;
  if (specifier.startsWith('@/')) absolute = path.join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) absolute = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  const relative = path.relative(srcDir, absolute);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep);
}

function violation(fromParts, toParts) {
  if (toParts[0] !== 'features' || toParts.length < 2) return null;
  const target = toParts[1];
  if (SHARED_LAYERS.includes(fromParts[0])) {
    return `${fromParts[0]}/ is shared and must not import the ${target} feature`;
  }
  if (fromParts[0] !== 'features' || fromParts[1] === target) return null;
  const throughEntry = toParts.length === 2 || (toParts.length === 3 && /^index(\.tsx?)?$/.test(toParts[2]));
  return throughEntry ? null : `import the ${target} feature through its public entry '@/features/${target}'`;
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'features import each other through public entries; shared layers import no feature' },
    schema: [{ type: 'object', properties: { srcDir: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const srcDir = context.options[0]?.srcDir ?? path.join(context.cwd, 'src');
    const fromParts = resolveInSrc('./' + path.basename(context.filename), context.filename, srcDir);
    if (!fromParts) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const toParts = resolveInSrc(source.value, context.filename, srcDir);
      const message = toParts && violation(fromParts, toParts);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
