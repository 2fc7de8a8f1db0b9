import { lazy } from 'react';
import { useAppSelector } from '../../app/hooks';
import { OnDemand } from '../../components/common/OnDemand';
import type { ToasterPosition } from './toasterOptions';
import { selectToasts } from './toastsSlice';

const ToastStack = lazy(() => import(/* webpackChunkName: "toasts" */ './ToastStack'));

/** Mounted once in the app shell; the toast components load with the first toast. */
export function Toaster({ position = 'bottom-right' }: { position?: ToasterPosition }) {
  const hasToasts = useAppSelector(selectToasts).length > 0;
  return <OnDemand when={hasToasts} component={ToastStack} props={{ position }} />;
}
