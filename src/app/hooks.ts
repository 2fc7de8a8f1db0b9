import { useDispatch, useSelector, useStore } from 'react-redux';
import { selectConfig } from '../lib/config';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** The deployment's public configuration (config.json), as given to the store. */
export const useConfig = () => useAppSelector(selectConfig);
