import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';
import { useOverlay } from '../../overlays';
import { MenuIcon } from '../../../components/common/icons';
import { navigationMessages as m } from './navigationMessages';

/** Opens the navigation menu; on phones and tablets only, where the header has no room for more. */
export function MenuButton() {
  const intl = useIntl();
  const { open, show } = useOverlay('navigation');
  return (
    <IconButton
      color="inherit"
      edge="start"
      onClick={() => show()}
      aria-label={intl.formatMessage(m.open)}
      aria-haspopup="dialog"
      aria-expanded={open}
      sx={{ display: { xs: 'inline-flex', md: 'none' } }}
    >
      <MenuIcon />
    </IconButton>
  );
}
