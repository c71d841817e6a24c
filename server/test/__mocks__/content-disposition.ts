import { nativeRequire } from '../native-require.ts';

// The real content-disposition (ES modules only, required by @fastify/static), see
// ../native-require.ts.
module.exports = nativeRequire('content-disposition');
