// One Babel set-up for webpack (ES modules kept for tree shaking) and Jest (CommonJS on the running Node).
// Babel 7, not 8: Jest 30's babel-jest still pulls in Babel 7 syntax plugins (jestjs/jest#15152),
// so Babel 8 at the root made npm print hundreds of peer-conflict warnings on every install.
export default function babelConfig(api) {
  const isTest = api.env('test');
  return {
    presets: [
      // bugfixes: what Babel 8 does by default (smaller output for the browserslist targets).
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true }],
      ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
      '@babel/preset-typescript',
    ],
    // Server modules find their files through import.meta.url; Jest runs them as CommonJS.
    plugins: isTest ? ['babel-plugin-transform-import-meta'] : [],
  };
}
