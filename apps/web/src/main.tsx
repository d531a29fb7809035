import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { installGlobalErrorLogging } from './app/global-errors';
import { StartError } from './app/start-error';
import { getCurrentUser } from './lib/current-user';
import { initI18n } from './lib/i18n';
import { layoutSettings } from './lib/layout-settings';
import { applyTenant, loadRuntimeConfig } from './lib/tenant';

installGlobalErrorLogging();
// Saved preferences are restored before the first paint (SPEC.md section 4).
layoutSettings.restore();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);

async function start(): Promise<void> {
  try {
    // Configuration, translations and the app code load in parallel.
    // The app code arrives with the areas of the first page, so the first render does not suspend.
    const app = import('./app/app').then(async (module) => {
      await module.preloadRoute(window.location.pathname, getCurrentUser() !== null);
      return module;
    });
    const [config, , { App }] = await Promise.all([loadRuntimeConfig(), initI18n(), app]);
    applyTenant(config);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    console.error('Application start-up failed:', error);
    root.render(<StartError error={error} />);
  }
}

void start();
