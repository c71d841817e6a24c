import { nativeRequire } from '../native-require.ts';

// The real typebox, see ../native-require.ts.
module.exports = nativeRequire('typebox');
