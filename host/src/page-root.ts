import { createRoot, type Root } from 'react-dom/client';
import { applyColorVariables, useWhiteLabel } from '@clinica/shared/core';
import './base.css';

/** The page's one React root, with the system colour of the last white label seen on this device. */
export function pageRoot(): Root {
  applyColorVariables(useWhiteLabel.getState().corDoSistema);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  return createRoot(container);
}
