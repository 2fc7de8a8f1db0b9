import IconButton from '@mui/material/IconButton';
import { lazy, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { OnDemand } from '../../components/common/OnDemand';
import { colourModeIcons, colourModeLabels } from './colourModeOptions';
import { colourModePreferenceChanged, selectColourModePreference } from './colourModeSlice';

const loadMenu = () => import(/* webpackChunkName: "header-menus" */ './ColourModeMenu');
const ColourModeMenu = lazy(loadMenu);

/** The header's colour-mode control: light, dark, or the system's. */
export function ColourModeSwitch() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const preference = useSelector(selectColourModePreference);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const CurrentIcon = colourModeIcons[preference];
  const label = intl.formatMessage(
    {
      id: 'colourMode.switcher.label',
      defaultMessage: 'Colour mode: {mode}',
      description: 'Name of the colour mode button; mode is the current choice',
    },
    { mode: intl.formatMessage(colourModeLabels[preference]) },
  );
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <CurrentIcon />
      </IconButton>
      <OnDemand
        when={Boolean(anchor)}
        component={ColourModeMenu}
        props={{
          id: menuId,
          anchor,
          current: preference,
          onClose: () => setAnchor(null),
          onPick: (mode) => {
            dispatch(colourModePreferenceChanged(mode));
            setAnchor(null);
          },
        }}
      />
    </>
  );
}
