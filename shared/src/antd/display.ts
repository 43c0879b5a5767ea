/**
 * antd's data-display components ('@clinica/shared/antd/display', a singleton the host provides):
 * cards, grids, tabs, skeletons, progress and the inline confirmation (the detail views are in
 * ./details.ts, Result in ./result.ts). The agenda's calendar and the portal's frame show
 * none of them, so they load with the first screen that does (about 45 KB as served, with the
 * libraries under them: tabs, pagination, progress, collapse). Where the always-loaded frame shows
 * one only sometimes (an error, an area with tabs, a PDF on its way) it draws the Deferred* version
 * (components/deferred-display.tsx), which loads this entry when first drawn.
 */
export { Card, Col, Popconfirm, Progress, Row, Skeleton, Tabs } from 'antd';
