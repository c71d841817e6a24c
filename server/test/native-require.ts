import vm from 'node:vm';

// Jest runs these tests as CommonJS inside a vm context, without --experimental-vm-modules.
// Two dependencies cannot load there: `typebox` is published as ES modules only, and PGlite
// fetches its WASM helpers through dynamic import(). Node 24 itself loads both (it can require()
// ES modules), so the manual mocks in __mocks__/ (used automatically for node_modules packages)
// hand back the real packages, loaded by Node's own require outside Jest's module registry.
// Jest patches `module` and `process` inside the test context; the host realm's are untouched.
const hostProcess = vm.runInThisContext('process') as NodeJS.Process;
const hostRequire = hostProcess.getBuiltinModule('node:module').createRequire(import.meta.url);

export function nativeRequire(id: string): unknown {
  return hostRequire(id);
}
