import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../common/AppLink';

export interface AccountMenuProps {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}

/** The logged-in user's menu (loaded on first opening). */
export default function AccountMenu({ id, anchor, open, onClose, onLogout }: AccountMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={open && Boolean(anchor)} onClose={onClose}>
      <MenuItem component={AppLink} to="/profile" onClick={onClose}>
        <FormattedMessage
          id="userMenu.profile"
          defaultMessage="My account"
          description="User menu link to the profile page"
        />
      </MenuItem>
      <MenuItem component={AppLink} to="/orders" onClick={onClose}>
        <FormattedMessage
          id="userMenu.orders"
          defaultMessage="My orders"
          description="User menu link to the order list"
        />
      </MenuItem>
      <MenuItem component={AppLink} to="/wishlist" onClick={onClose}>
        <FormattedMessage
          id="userMenu.wishlist"
          defaultMessage="Wishlist"
          description="User menu link to the wishlist"
        />
      </MenuItem>
      <Divider />
      <MenuItem
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
      </MenuItem>
    </Menu>
  );
}
