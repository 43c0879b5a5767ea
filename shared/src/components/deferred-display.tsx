import type { ProgressProps, ResultProps, TabsProps } from '@clinica/shared/antd';
import { deferred } from './deferred.tsx';

/**
 * The data-display components the always-loaded frame shows only sometimes (a 403 or a remote that
 * failed, an area's tabs, a PDF's progress): drawn through these, @clinica/shared/antd/display loads
 * the first time one is drawn instead of with every screen. Nothing is shown until it has loaded.
 */
const display = () => import('@clinica/shared/antd/display');
export const DeferredResult = deferred<ResultProps>(() => import('@clinica/shared/antd/result').then((module) => module.Result));
export const DeferredTabs = deferred<TabsProps>(() => display().then((module) => module.Tabs));
export const DeferredProgress = deferred<ProgressProps>(() => display().then((module) => module.Progress));
