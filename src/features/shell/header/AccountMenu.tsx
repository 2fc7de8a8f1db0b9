import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../../components/common/AppLink';

export interface AccountMenuProps {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}

/** The menu's entries, also shown laid open on the /user-menu-test gallery. */
export function accountMenuItems({ onClose, onLogout }: Pick<AccountMenuProps, 'onClose' | 'onLogout'>) {
  return [
    <MenuItem key="profile" component={AppLink} to="/profile" onClick={onClose}>
      <FormattedMessage
        id="userMenu.profile"
        defaultMessage="My account"
        description="User menu link to the profile page"
      />
    </MenuItem>,
    <MenuItem key="orders" component={AppLink} to="/orders" onClick={onClose}>
      <FormattedMessage
        id="userMenu.orders"
        defaultMessage="My orders"
        description="User menu link to the order list"
      />
    </MenuItem>,
    <MenuItem key="wishlist" component={AppLink} to="/wishlist" onClick={onClose}>
      <FormattedMessage
        id="userMenu.wishlist"
        defaultMessage="Wishlist"
        description="User menu link to the wishlist"
      />
    </MenuItem>,
    <Divider key="divider" />,
    <MenuItem
      key="logout"
      onClick={() => {
        onClose();
        onLogout();
      }}
    >
      <FormattedMessage
        id="userMenu.logout"
        defaultMessage="Log out"
        description="User menu action that logs out"
      />
    </MenuItem>,
  ];
}

/** The logged-in user's menu (loaded on first opening). */
export default function AccountMenu({ id, anchor, open, onClose, onLogout }: AccountMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={open && Boolean(anchor)} onClose={onClose}>
      {accountMenuItems({ onClose, onLogout })}
    </Menu>
  );
}
