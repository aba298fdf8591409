import './lib/zod-without-eval';
// Only what every page needs; each Mantine component brings its own stylesheet (scripts/build/mantine-component-css.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startOpeningPage } from './app/app';
import { initI18n } from './lib/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Render only once the first screens' strings are in place, so nothing flashes untranslated.
await initI18n();
startOpeningPage();

const root = createRoot(container);
// As a transition, React does the first render in small steps with the browser's turn between them, rather
// than as one task that held a phone's page for a few hundred milliseconds (Lighthouse's blocking time).
startTransition(() =>
  root.render(
    <StrictMode>
      <Suspense>
        <App />
      </Suspense>
    </StrictMode>,
  ),
);
