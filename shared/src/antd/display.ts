/**
 * antd's data-display components ('@clinica/shared/antd/display', a singleton the host provides):
 * cards, grids, lists, descriptions, tabs, statistics, results. The agenda's calendar and the portal's frame show
 * none of them, so they load with the first screen that does (about 45 KB as served, with the
 * libraries under them: tabs, pagination, progress, collapse). Where the always-loaded frame shows
 * one only sometimes (an error, an area with tabs, a PDF on its way) it draws the Deferred* version
 * (components/deferred-display.tsx), which loads this entry when first drawn.
 */
export { Card, Col, Collapse, Descriptions, List, Popconfirm, Progress, Result, Row, Skeleton, Statistic, Tabs } from 'antd';
