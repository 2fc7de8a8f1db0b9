import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { routeTitles } from '../../lib/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';
import { accountMenuItems } from '../../features/shell/header/AccountMenu';
import { UserMenuView } from '../../features/shell/header/UserMenu';
import type { SessionUser } from '../../features/auth/authSlice';
import { GallerySection } from './GallerySection';

const SAMPLE_USER: SessionUser = {
  id: 'VXNlcjox',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
};
const NAMELESS_USER: SessionUser = { ...SAMPLE_USER, firstName: '', lastName: '' };
const LONG_NAME_USER: SessionUser = {
  ...SAMPLE_USER,
  firstName: 'Maximiliana Theodora',
  lastName: 'Featherstonehaugh-Wolfeschlegel',
};
const ignore = () => undefined;

/** Each state of the user menu, side by side; the logged-in buttons open the real menu. */
export default function UserMenuTestPage() {
  const intl = useIntl();
  const states: { id: string; label: ReactNode; content: ReactNode }[] = [
    {
      id: 'out',
      label: (
        <FormattedMessage
          id="page.userMenuTest.loggedOut"
          defaultMessage="Logged out"
          description="Gallery label"
        />
      ),
      content: <UserMenuView user={null} onLogout={ignore} />,
    },
    {
      id: 'in',
      label: (
        <FormattedMessage
          id="page.userMenuTest.loggedIn"
          defaultMessage="Logged in"
          description="Gallery label"
        />
      ),
      content: <UserMenuView user={SAMPLE_USER} onLogout={ignore} />,
    },
    {
      id: 'email',
      label: (
        <FormattedMessage
          id="page.userMenuTest.noName"
          defaultMessage="Logged in without a name"
          description="Gallery label"
        />
      ),
      content: <UserMenuView user={NAMELESS_USER} onLogout={ignore} />,
    },
    {
      id: 'long',
      label: (
        <FormattedMessage
          id="page.userMenuTest.longName"
          defaultMessage="Logged in with a long name (cut short)"
          description="Gallery label of the user menu whose very long name is truncated with an ellipsis"
        />
      ),
      content: <UserMenuView user={LONG_NAME_USER} onLogout={ignore} />,
    },
    {
      id: 'open',
      label: (
        <FormattedMessage
          id="page.userMenuTest.open"
          defaultMessage="Menu open"
          description="Gallery label of the user menu's entries as they show when the menu is open"
        />
      ),
      content: (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <UserMenuView user={SAMPLE_USER} onLogout={ignore} />
          <Paper elevation={8} sx={{ minWidth: 200 }}>
            <MenuList
              aria-label={intl.formatMessage(
                {
                  id: 'userMenu.open',
                  defaultMessage: 'Account menu for {name}',
                  description: 'Screen-reader name of the user menu button',
                },
                { name: `${SAMPLE_USER.firstName} ${SAMPLE_USER.lastName}` },
              )}
            >
              {accountMenuItems({ onClose: ignore, onLogout: ignore })}
            </MenuList>
          </Paper>
        </Stack>
      ),
    },
  ];
  return (
    <>
      <PageHeading title={routeTitles.userMenuTest}>
        <FormattedMessage
          id="page.userMenuTest.intro"
          defaultMessage="The header’s user menu in each of its states. The logged-in buttons open the real menu."
          description="Lead paragraph of the user menu gallery"
        />
      </PageHeading>
      <Stack spacing={2}>
        {states.map((state) => (
          <GallerySection key={state.id} title={state.label}>
            {state.content}
          </GallerySection>
        ))}
      </Stack>
    </>
  );
}
