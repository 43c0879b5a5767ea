import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { initI18n, queryClient } from '@clinica/shared';
import { loadRemotesManifest } from './remotes/remotes-manifest.ts';
import { App } from './app.tsx';
import './styles.css';

let prepared: Promise<unknown> | undefined;

/** What the portal reads before its first render: the texts and remotes.json (its areas and routes). Once. */
export function preparePortal(): Promise<unknown> {
  prepared ??= Promise.all([initI18n(), loadRemotesManifest()]);
  return prepared;
}

/**
 * Draws the portal (router, antd, remotes) in the page's root: at start-up, or once the login screen
 * let the user in. The white label is the start's to load (once: the login's answer stands).
 */
export async function renderPortal(root: Root): Promise<void> {
  await preparePortal();
  root.render(
    <StrictMode>
      {/* the page's one query cache, for the host and every remote rendered inside it */}
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
}
