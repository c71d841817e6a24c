import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-600.css';
import '@fontsource/cairo/arabic-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { loadPreferences } from '@/features/preferences/preferences-slice';
import { loadRtlCache } from '@/theme/direction-cache';

import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

function render() {
  createRoot(container!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// An Arabic visitor's first paint is already right to left: the RTL styles load before it.
if (loadPreferences().language === 'ar') void loadRtlCache().then(render, render);
else render();
