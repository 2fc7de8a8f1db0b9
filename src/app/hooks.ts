import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { selectConfig } from '../lib/config';
import type { AppDispatch, AppStore, RootState, StoreExtra } from './store';

// What features may take from app/: the typed hooks and the store's types (type-only, so no feature
// depends on the store at run time). Nothing else in app/ is imported from below it.
export type { AppDispatch, AppStore, RootState, StoreExtra };

/** A thunk of this store: every feature's thunks are typed this one way. */
export type AppThunk<R = void> = ThunkAction<R, RootState, StoreExtra, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The deployment's public configuration (config.json), as given to the store. */
export const useConfig = () => useAppSelector(selectConfig);
