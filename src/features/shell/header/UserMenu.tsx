import Button from '@mui/material/Button';
import { lazy, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectCurrentUser, selectIsLoggedIn, type SessionUser, logout } from '../../auth';
import { usePageCode } from '../../../components/common/pageCode';
import { personName } from '../../../lib/personName';
import { AppLink } from '../../../components/common/AppLink';
import { PersonIcon } from '../../../components/common/icons';
import { OnDemand } from '../../../components/common/OnDemand';

const loadMenu = () => import(/* webpackChunkName: "header-menus" */ './AccountMenu');
const AccountMenu = lazy(loadMenu);

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
        <FormattedMessage
          id="userMenu.login"
          defaultMessage="Log in"
          description="Header link to the login page"
        />
      </Button>
    );
  }

  const name = personName(user.firstName, user.lastName, intl.locale) || user.email;
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
        aria-label={intl.formatMessage(
          {
            id: 'userMenu.open',
            defaultMessage: 'Account menu for {name}',
            description: 'Screen-reader name of the user menu button',
          },
          { name },
        )}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => setOpen(true)}
        // On a phone the header's row of controls leaves the name about 110 px before the page would widen.
        sx={{ textTransform: 'none', maxWidth: { xs: 112, sm: 200 } }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      </Button>
      <OnDemand
        when={open}
        component={AccountMenu}
        props={{ id: menuId, anchor, open, onClose: close, onLogout }}
      />
    </>
  );
}

export function UserMenu() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const pageCode = usePageCode();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  return (
    <UserMenuView
      user={loggedIn ? user : null}
      onLogout={() => {
        // Home first (rendered at once: flushSync; a navigation waits for the page's code, so that is
        // loaded before), then out. Logged out while a guarded page (/profile) is still on screen, its
        // guard would send the shopper to /login and remember the page.
        void pageCode
          .load('/')
          .then(() => navigate('/', { flushSync: true }))
          .then(() => dispatch(logout()));
      }}
    />
  );
}
