// The entry stays small: it sets the theme, requests the page's chunk, and lets the browser paint what the HTML
// already holds (the prerendered landing page, a server-rendered showcase) before react-dom and the router are
// evaluated. Their files are downloading meanwhile (the build adds them to index.html as modulepreload links).
import './app/current-page';
import { initTheme } from './data/account/theme';
import './index.css';

// Set the theme class before anything is painted, so the first frame is already light or dark.
initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// rAF runs just before the next paint, the timeout just after it.
requestAnimationFrame(() => setTimeout(() => void import('./app/boot').then(({ boot }) => boot(container))));
