// `npm run bench`: every benchmark in turn, each printing its own figures.
await import('./bundle.ts');
await import('./api.ts');
await import('./flights.ts');
await import('./auth.ts');
