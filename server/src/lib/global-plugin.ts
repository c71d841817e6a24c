import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

interface PluginMeta {
  name: string;
  dependencies?: string[];
}

// What fastify-plugin does, without the extra dependency: Fastify's documented `skip-override`
// flag keeps the plugin's decorators and hooks in its parent's scope (so `app.db` is visible to
// every module), and `plugin-meta` gives it a name that other plugins can declare as a dependency.
export function globalPlugin<Options extends FastifyPluginOptions>(
  meta: PluginMeta,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: meta.name,
    [Symbol.for('plugin-meta')]: meta,
  });
}
