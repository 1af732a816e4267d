import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initTheme } from './data/theme';
import { App } from './app/app';
import './index.css';

// Set the theme class before React renders, so the first frame is already light or dark.
initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
