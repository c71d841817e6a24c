import { nativeRequire } from '../native-require.ts';

// The real cookie (ES modules only, required by light-my-request behind app.inject), see
// ../native-require.ts.
module.exports = nativeRequire('cookie');
