import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@funil/shared-ui/src/theme/tokens.css';
import '@funil/shared-ui/src/theme/base.css';
import { STANDALONE_ROUTES } from './routes';
import { StandaloneApp } from '../../../build-config/standalone/standalone-app.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp name="mfe-lessons" routes={STANDALONE_ROUTES} />
  </StrictMode>,
);
