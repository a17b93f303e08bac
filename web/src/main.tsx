import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { App } from './app/router';
import { applyPreferences, readPreferences } from './lib/preferences';
import './styles.css';

// Before the first paint, so a dark-theme user never sees a white flash.
applyPreferences(readPreferences());

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
);
