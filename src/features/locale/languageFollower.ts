import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { LanguageCodeEnum } from '../../api/generated/schemaTypes';
import { selectLanguageCode } from './languageCode';
import { localeChanged, type LocaleState } from './localeSlice';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

interface Follower<State> {
  /** For the console: what takes the language ("checkout", "account"). */
  name: string;
  /** Whether there is anything to update now (a checkout, a logged-in shopper). */
  applies: (state: State) => boolean;
  /** Sends the language to the server. */
  send: (dispatch: Dispatch, state: State, languageCode: LanguageCodeEnum) => Promise<unknown>;
}

/**
 * Keeps something the server stores (the checkout's language, the account's) in the language the
 * shopper reads: on each switch, when it applies, the new language is sent. The requests go one at a
 * time, each with the language the shopper has when it leaves, so quick switches end on the last
 * choice whatever order the server would have run overlapping requests in. Never fails the switch: a
 * request that fails is logged, and at worst an email comes in the previous language.
 */
export function startLanguageFollower<State extends { locale: LocaleState }>(
  startListening: TypedStartListening<unknown>,
  { name, applies, send }: Follower<State>,
) {
  let queue: Promise<void> = Promise.resolve();
  startListening({
    actionCreator: localeChanged,
    effect: (_action, { getState, getOriginalState, dispatch }) => {
      const switched =
        selectLanguageCode(getState() as State) !== selectLanguageCode(getOriginalState() as State);
      if (!switched) return;
      queue = queue.then(async () => {
        const state = getState() as State;
        if (!applies(state)) return;
        try {
          await send(dispatch as Dispatch, state, selectLanguageCode(state));
        } catch (error) {
          console.warn(`[${name}] Could not set the ${name}'s language`, error);
        }
      });
      return queue;
    },
  });
}
