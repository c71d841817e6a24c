import { nativeRequire } from '../../native-require.ts';

// The real PGlite, see ../../native-require.ts.
module.exports = nativeRequire('@electric-sql/pglite');
