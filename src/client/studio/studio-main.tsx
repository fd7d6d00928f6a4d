/**
 * The flow studio's own page (src/client/studio/index.html), built apart from the borrower's SPA (vite.config.ts,
 * the `studio` environment): nothing of the studio is in a borrower's bundles, and the borrower's chunks are cut
 * as if the studio did not exist.
 */
import { mountApp } from '../mount-app.tsx';
import { StudioApp } from './studio-app.tsx';
import '../../shared/loading-screen.css';
import '../styles/base.css';

mountApp(<StudioApp />);
