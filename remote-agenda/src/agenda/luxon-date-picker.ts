import { DatePicker } from '@clinica/shared/antd/date-picker';
import luxonGenerateConfig from '@rc-component/picker/lib/generate/luxon';
import type { DateTime } from 'luxon';

/**
 * antd's date picker on luxon values (the rest of the agenda's dates are luxon too): weeks start on
 * Monday (spec 01 section 9) and no dayjs locale has to be loaded in the host. Built from the shared
 * antd, so it follows the portal's theme and language.
 */
export const LuxonDatePicker = DatePicker.generatePicker<DateTime>(luxonGenerateConfig);
