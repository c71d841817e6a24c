// `npm start`: build the SPA when needed, then start the API server on the embedded database.
import { ensureBuild } from './ensure-build.ts';

ensureBuild();
await import('../server/src/main.ts');
