/**
 * antd's read-only detail views ('@clinica/shared/antd/details', a singleton the host provides):
 * descriptions, lists, statistics and collapsible panels, about 10 KB as served with the libraries
 * under them. Apart from /antd/display's cards, grids and tabs, so a list or a form screen that
 * draws none of them does not load them.
 */
export { Collapse, Descriptions, List, Statistic } from 'antd';
