import { nativeRequire } from '../native-require.ts';

// The real jose (ES modules only), see ../native-require.ts.
module.exports = nativeRequire('jose');
