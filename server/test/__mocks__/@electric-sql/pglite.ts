import vm from 'node:vm';
const realProcess = vm.runInThisContext('process') as NodeJS.Process;
module.exports = realProcess.getBuiltinModule('node:module').createRequire(__filename)('@electric-sql/pglite');
