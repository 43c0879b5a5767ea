/**
 * The antd components the portal uses, one copy in the page: every app imports antd from here
 * ('@clinica/shared/antd', a singleton the host provides). A shared library is never tree-shaken, so
 * sharing 'antd' itself shipped every component to every screen (about 70 KB more, as served, for the
 * ones nobody uses: carousel, tree select, cascader, mentions…). A component used for the first time
 * is added here. Types come through whole.
 *
 * The heaviest (Table, DatePicker) have entries of their own ('@clinica/shared/antd/table',
 * '/date-picker'), and so do the data-entry controls only forms show ('/inputs', '/numbers') and
 * the data-display components ('/display': cards, grids, lists, tabs, results) and the overlays
 * ('/overlays': Modal, Drawer, toasts), so a screen without
 * them, such as the agenda's calendar, does not load them. A new component goes here only if the
 * portal's frame or the calendar draws it; otherwise into the entry of its kind.
 */
export type * from 'antd';
export {
  Alert,
  Avatar,
  Badge,
  Button,
  ConfigProvider,
  Divider,
  Empty,
  Flex,
  Input,
  Layout,
  Menu,
  Popover,
  Segmented,
  Select,
  Space,
  Spin,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd';
