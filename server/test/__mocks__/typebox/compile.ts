import { nativeRequire } from '../../native-require.ts';

// The real typebox/compile, see ../../native-require.ts.
module.exports = nativeRequire('typebox/compile');
