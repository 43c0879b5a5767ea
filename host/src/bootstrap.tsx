import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyColorVariables, initI18n, useWhiteLabel } from '@clinica/shared';
import { loadRemotesManifest } from './remotes/remotes-manifest.ts';
import { loadWhiteLabel } from './white-label/white-label.resource.ts';
import { App } from './app.tsx';
import './styles.css';

applyColorVariables(useWhiteLabel.getState().corDoSistema);

async function start(): Promise<void> {
  await Promise.all([initI18n(), loadRemotesManifest()]);
  void loadWhiteLabel();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
