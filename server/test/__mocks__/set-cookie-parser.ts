import { nativeRequire } from '../native-require.ts';

// The real set-cookie-parser (ES modules only, required by light-my-request behind app.inject), see
// ../native-require.ts.
module.exports = nativeRequire('set-cookie-parser');
