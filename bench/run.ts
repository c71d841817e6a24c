// `npm run bench`: every benchmark in turn, each printing its own figures (Lighthouse, the 60 s
// mixed load and the timed journey are longer and run on their own: bench:lighthouse, bench:load,
// bench:journey).
await import('./bundle.ts');
await import('./api.ts');
await import('./flights.ts');
await import('./hotels.ts');
await import('./cars.ts');
await import('./auth.ts');
