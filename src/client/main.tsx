// biome-ignore-all assist/source/organizeImports: mount-app.tsx comes first, so React's modules are first met in the order that minifies React's chunk smallest (0.3 KB gzip less than with app.tsx first; npm run check:budgets).
import { mountApp } from './mount-app.tsx';
import { App } from './app.tsx';
import { restoreLocalMirrors } from './state/browser-storage.ts';
import { currentLocale } from './i18n/locale.ts';
import { loadCatalogue } from './i18n/messages.ts';
import '../shared/loading-screen.css';
import './styles/base.css';

// Spec 3: local storage's copies (current officer, previous flow and path) seed a new tab's session.
restoreLocalMirrors();
// Every page's frame (header, footer, loading messages) and its language picker speak the page's language: their
// texts download alongside the first screen's code rather than after it.
for (const namespace of ['frame', 'common']) void loadCatalogue(currentLocale(), namespace);
mountApp(<App />);
