import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCurrentUser, selectIsLoggedIn, type SessionUser } from '../../features/auth/authSlice';
import { logout } from '../../features/auth/logout';
import { AppLink } from '../common/AppLink';
import { PersonIcon } from '../common/icons';

export interface UserMenuViewProps {
  /** null: logged out. */
  user: SessionUser | null;
  onLogout: () => void;
  /** Start with the menu open (the /user-menu-test gallery). */
  defaultOpen?: boolean;
}

/** The user menu in each of its states; the header's UserMenu feeds it from the store. */
export function UserMenuView({ user, onLogout, defaultOpen = false }: UserMenuViewProps) {
  const intl = useIntl();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(defaultOpen);

  if (!user) {
    return (
      <Button component={AppLink} to="/login" color="inherit" startIcon={<PersonIcon />}>
        <FormattedMessage id="userMenu.login" defaultMessage="Log in" description="Header link to the login page" />
      </Button>
    );
  }

  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const close = () => setOpen(false);
  return (
    <>
      <Button
        ref={setAnchor}
        color="inherit"
        startIcon={<PersonIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={intl.formatMessage({ id: 'userMenu.open', defaultMessage: 'Account menu for {name}', description: 'Screen-reader name of the user menu button' }, { name })}
        onClick={() => setOpen(true)}
        sx={{ textTransform: 'none', maxWidth: 200 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={open && Boolean(anchor)} onClose={close}>
        <MenuItem component={AppLink} to="/profile" onClick={close}>
          <FormattedMessage id="userMenu.profile" defaultMessage="My account" description="User menu link to the profile page" />
        </MenuItem>
        <MenuItem component={AppLink} to="/orders" onClick={close}>
          <FormattedMessage id="userMenu.orders" defaultMessage="My orders" description="User menu link to the order list" />
        </MenuItem>
        <MenuItem component={AppLink} to="/wishlist" onClick={close}>
          <FormattedMessage id="userMenu.wishlist" defaultMessage="Wishlist" description="User menu link to the wishlist" />
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <FormattedMessage id="userMenu.logout" defaultMessage="Log out" description="User menu action that logs out" />
        </MenuItem>
      </Menu>
    </>
  );
}

export function UserMenu() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  return (
    <UserMenuView
      user={loggedIn ? user : null}
      onLogout={() => {
        dispatch(logout());
        navigate('/');
      }}
    />
  );
}
