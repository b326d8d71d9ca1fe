// The front end's import boundaries (bulletproof-react's layering, with public entries):
// - a feature imports another feature only through that feature's public entry
//   (`@/features/name`, i.e. features/name/index.ts), never a file inside it;
// - the shared layers (lib/, components/, config/) never import a feature.
// - features never import each other in a circle, however long: what two features both need
//   goes into one they share (features/property-data holds what the property screens,
//   the editor and the alert form share), so each can be read, moved or left out on its own.
// app/ and server/ compose the features and may import any file of them (lazy routes need
// the page modules themselves, or every page would load with the first one).
// Specifiers are resolved against the importing file, so a relative path that climbs out of
// its feature is caught like an `@/` one.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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

/** The feature a `src`-relative path is in (a file inside it, or its public entry), or null. */
function featureOf(parts) {
  return parts[0] === 'features' && parts.length >= 2 ? parts[1] : null;
}

/**
 * Which features import which, read from the files on disk once per `src` folder and run
 * (a long-lived editor session sees edits to the file it lints, other files' as of its start).
 */
const graphs = new Map();

function featureGraph(srcDir) {
  const known = graphs.get(srcDir);
  if (known) return known;
  const graph = new Map();
  const featuresDir = path.join(srcDir, 'features');
  const files = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir, { recursive: true }) : [];
  for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
    const absolute = path.join(featuresDir, file);
    const from = featureOf(['features', ...file.split(path.sep)]);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(absolute, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const toParts = resolveInSrc(fileName, absolute, srcDir);
      const to = toParts && featureOf(toParts);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  graphs.set(srcDir, graph);
  return graph;
}

/** The features leading from `start` back to `home` (both included), or null when none does. */
function pathBack(graph, start, home) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const feature = queue.shift();
    if (feature === home) {
      const trail = [];
      for (let at = home; at !== null; at = cameFrom.get(at)) trail.unshift(at);
      return trail;
    }
    for (const next of graph.get(feature) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, feature);
        queue.push(next);
      }
    }
  }
  return null;
}

/** An import from feature `from` into feature `to` that closes a circle through `to`'s imports. */
function circle(fromParts, toParts, srcDir) {
  const from = featureOf(fromParts);
  const to = featureOf(toParts);
  if (!from || !to || from === to) return null;
  const back = pathBack(featureGraph(srcDir), to, from);
  return back && `the ${from} and ${to} features would import each other (${[from, ...back].join(' → ')}): move what both need into a feature they share`;
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
    docs: {
      description: 'features import each other through public entries and never in a circle; shared layers import no feature',
    },
    schema: [{ type: 'object', properties: { srcDir: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const srcDir = context.options[0]?.srcDir ?? path.join(context.cwd, 'src');
    const fromParts = resolveInSrc('./' + path.basename(context.filename), context.filename, srcDir);
    if (!fromParts) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const toParts = resolveInSrc(source.value, context.filename, srcDir);
      const message = toParts && (violation(fromParts, toParts) ?? circle(fromParts, toParts, srcDir));
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
