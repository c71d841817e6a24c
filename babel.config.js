// One Babel set-up for webpack (ES modules kept for tree shaking) and Jest (CommonJS on the running Node).
export default function babelConfig(api) {
  const isTest = api.env('test');
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : {}],
      ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
      '@babel/preset-typescript',
    ],
    // Server modules find their files through import.meta.url; Jest runs them as CommonJS.
    plugins: isTest ? ['babel-plugin-transform-import-meta'] : [],
  };
}
