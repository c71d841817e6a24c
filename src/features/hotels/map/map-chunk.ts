// Everything the hotel maps need beyond the page, in one chunk loaded when a map is first shown
// (see lazy-map.tsx): Leaflet, its stylesheet and the world atlas (its own chunk, fetched with it).
import 'leaflet/dist/leaflet.css';

export { PickerMap } from './picker-map';
export { ResultsMap } from './results-map';
