/**
 * The antd components the portal uses, one copy in the page: every app imports antd from here
 * ('@clinica/shared/antd', a singleton the host provides). A shared library is never tree-shaken, so
 * sharing 'antd' itself shipped every component to every screen (about 70 KB more, as served, for the
 * ones nobody uses: carousel, tree select, cascader, mentions…). A component used for the first time
 * is added here. Types come through whole.
 *
 * The heaviest (Table, DatePicker, ColorPicker) have entries of their own ('@clinica/shared/antd/table',
 * '/date-picker', '/color-picker'), and so do the data-entry controls only forms show ('/inputs'), so a
 * screen without them, such as the agenda's calendar, does not load them. A new component of that
 * weight gets an entry beside them.
 */
export type * from 'antd';
export {
  Alert,
  App,
  Avatar,
  Badge,
  Button,
  Card,
  Col,
  Collapse,
  ConfigProvider,
  Descriptions,
  Divider,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  Layout,
  List,
  Menu,
  Modal,
  Popconfirm,
  Popover,
  Progress,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
