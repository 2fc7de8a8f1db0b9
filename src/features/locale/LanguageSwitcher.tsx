import Button from '@mui/material/Button';
import { lazy, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TranslateIcon } from '../../components/common/icons';
import { OnDemand } from '../../components/common/OnDemand';
import { LANGUAGE_NAMES } from './languageNames';
import { localeChanged, selectLocale } from './localeSlice';

const loadMenu = () => import(/* webpackChunkName: "header-menus" */ './LanguageMenu');
const LanguageMenu = lazy(loadMenu);

/** The header's language control. Changing language keeps the page and its address. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = intl.formatMessage(
    {
      id: 'locale.switcher.label',
      defaultMessage: 'Language: {language}',
      description: 'Name of the language button; language is the current one, named in itself',
    },
    { language: LANGUAGE_NAMES[locale].name },
  );
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0 }}
      >
        <span lang={locale}>{LANGUAGE_NAMES[locale].short}</span>
      </Button>
      <OnDemand
        when={Boolean(anchor)}
        component={LanguageMenu}
        props={{
          id: menuId,
          anchor,
          current: locale,
          onClose: () => setAnchor(null),
          onPick: (option) => {
            dispatch(localeChanged(option));
            setAnchor(null);
          },
        }}
      />
    </>
  );
}
