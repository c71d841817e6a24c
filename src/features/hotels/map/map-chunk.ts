// Everything the hotel maps need beyond the page, in one chunk loaded when a map is first shown
// (see lazy-map.tsx): Leaflet, its stylesheet and the world atlas (its own chunk, fetched with it).
import leafletCss from 'leaflet/dist/leaflet.css';

// Leaflet's stylesheet comes as text (see webpack.config.ts), first in <head> so the theme's
// styles of the maps win over it.
const style = document.createElement('style');
style.dataset.source = 'leaflet';
style.textContent = leafletCss;
document.head.prepend(style);

export { PickerMap } from './picker-map';
export { ResultsMap } from './results-map';
