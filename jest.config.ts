import type { Config } from 'jest';

// Two projects: the SPA in a browser-like DOM with the network mocked by MSW, and the API server
// in Node, each test file on its own fresh in-memory PGlite database.
const config: Config = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/src', '<rootDir>/mocks'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
      // MSW's helpers (and Redux DevTools' instrument and importState, with nanoid, in the
      // replay test) ship as ES modules only; Babel turns them into CommonJS for Jest.
      transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
      transformIgnorePatterns: [
        '/node_modules/(?!(@redux-devtools|nanoid|rettime|until-async|@mswjs|msw|@open-draft|outvariant|strict-event-emitter|headers-polyfill|is-node-process|@bundled-es-modules)/)',
      ],
      moduleNameMapper: {
        '^@/(.*)$': '<rootDir>/src/$1',
        '^@server/(.*)$': '<rootDir>/server/src/$1',
        '\\.css$': '<rootDir>/src/testing/file-stub.ts',
        '\\.(png|jpe?g|svg|webp|woff2?)$': '<rootDir>/src/testing/file-stub.ts',
      },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server/test'],
      testMatch: ['**/*.test.ts'],
      // @fastify/cookie loads its parser (cookie 2, ES module only) with import() as it registers.
      transformIgnorePatterns: ['/node_modules/(?!(@fastify/cookie|cookie)/)'],
    },
  ],
};

export default config;
