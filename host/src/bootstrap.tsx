import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { applyColorVariables, initI18n, queryClient, useWhiteLabel } from '@clinica/shared';
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
      {/* the page's one query cache, for the host and every remote rendered inside it */}
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
