// A file inside features/<a>/ (web) or modules/<a>/ (server) may not import from features/<b>/ or
// modules/<b>/: shared code belongs in components/, lib/ or the contract package.
import path from 'node:path';

const FEATURE_DIR = /[\\/](features|modules)[\\/]([^\\/]+)[\\/]/;

export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Features may not import each other' },
    messages: {
      cross:
        "Feature '{{from}}' may not import from feature '{{to}}'; move the shared piece to lib/ or components/.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const own = FEATURE_DIR.exec(filename);
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source) + path.sep;
      const hit = FEATURE_DIR.exec(target);
      if (hit && hit[1] === own[1] && hit[2] !== own[2]) {
        context.report({ node, messageId: 'cross', data: { from: own[2], to: hit[2] } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
