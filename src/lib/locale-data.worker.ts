// Makes the app's formatters once, in both languages, on this worker's thread (src/lib/locale-data.ts).
import { prepareFormatters } from './format';

prepareFormatters('en');
prepareFormatters('ar');
postMessage('ready');
