// Plain JS on purpose: its imports resolve from the app being built, not from tooling.
/**
 * Loaded only when the e2e suite asks (see register-probe.js), since it imports every shared library.
 * Compiled into every app: returns the module objects this app received for each shared singleton,
 * so the e2e suite can check in the browser that all apps hold the very same instances.
 * Keep the imports in step with ../singletons.ts.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as reactQuery from '@tanstack/react-query';
import { DateTime } from 'luxon';
import * as i18nextModule from 'i18next';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactHookForm from 'react-hook-form';
import * as reactI18next from 'react-i18next';
import * as jsxRuntime from 'react/jsx-runtime';
import * as valibot from 'valibot';
import * as IMask from 'imask';
import * as zustand from 'zustand';
import * as shared from '@clinica/shared';
import * as sharedCore from '@clinica/shared/core';
import * as sharedAntd from '@clinica/shared/antd';
import { DatePicker } from '@clinica/shared/antd/date-picker';
import { Tabs } from '@clinica/shared/antd/display';
import { Descriptions } from '@clinica/shared/antd/details';
import { Result } from '@clinica/shared/antd/result';
import { Switch } from '@clinica/shared/antd/inputs';
import { InputNumber } from '@clinica/shared/antd/numbers';
import { Modal } from '@clinica/shared/antd/overlays';
import { Table } from '@clinica/shared/antd/table';
import * as sharedIcons from '@clinica/shared/icons';
import * as sharedRouter from '@clinica/shared/router';

export function probeSingletons() {
  // One export per library: namespace objects are re-created by each bundle's interop helpers,
  // the functions and objects inside them are the library's own, so they tell one copy from two.
  return {
    react: react.useState,
    'react/jsx-runtime': jsxRuntime.jsx,
    'react-dom': reactDom.createPortal,
    'react-dom/client': reactDomClient.createRoot,
    zustand: zustand.create,
    // a named export: a remote's build has no copy of i18next to learn its default export from (see ../singletons.ts)
    i18next: i18nextModule.createInstance,
    'react-i18next': reactI18next.useTranslation,
    '@tanstack/react-query': reactQuery.QueryClientProvider,
    luxon: DateTime,
    'react-hook-form': reactHookForm.useForm,
    '@hookform/resolvers/valibot': valibotResolver,
    valibot: valibot.object,
    '@clinica/shared': shared.createGlobalStore,
    '@clinica/shared/core': sharedCore.createGlobalStore,
    '@clinica/shared/antd': sharedAntd.Button,
    '@clinica/shared/antd/table': Table,
    '@clinica/shared/antd/date-picker': DatePicker,
    '@clinica/shared/antd/inputs': Switch,
    '@clinica/shared/antd/numbers': InputNumber,
    '@clinica/shared/antd/display': Tabs,
    '@clinica/shared/antd/details': Descriptions,
    '@clinica/shared/antd/result': Result,
    '@clinica/shared/antd/overlays': Modal,
    '@clinica/shared/icons': sharedIcons.PlusOutlined,
    '@clinica/shared/router': sharedRouter.useNavigate,
    imask: IMask.createMask,
    sessionStore: shared.useSession,
    // the login screen's store (from the core) is the one the portal uses after it
    coreSessionStore: sharedCore.useSession,
  };
}
