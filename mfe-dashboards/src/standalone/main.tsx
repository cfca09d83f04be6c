import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@funil/shared-ui/theme/tokens.css';
import '@funil/shared-ui/theme/base.css';
import { STANDALONE_ROUTES } from './routes';
import { StandaloneApp } from '@funil/build-config/standalone/standalone-app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp name="mfe-dashboards" routes={STANDALONE_ROUTES} />
  </StrictMode>,
);
