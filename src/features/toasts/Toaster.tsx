import { lazy } from 'react';
import { useSelector } from 'react-redux';
import { OnDemand } from '../../components/common/OnDemand';
import { DEFAULT_TOASTER_POSITION, type ToasterPosition } from './toasterOptions';
import { selectToasts } from './toastsSlice';

const ToastStack = lazy(() => import(/* webpackChunkName: "toasts" */ './ToastStack'));

/** Mounted once in the app shell. The toast components load with the first toast. */
export function Toaster({ position = DEFAULT_TOASTER_POSITION }: { position?: ToasterPosition }) {
  const hasToasts = useSelector(selectToasts).length > 0;
  return <OnDemand when={hasToasts} component={ToastStack} props={{ position }} />;
}
