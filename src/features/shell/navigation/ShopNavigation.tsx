import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { NavLink } from '../../../lib/navigation/menuLinks';
import { routeTitles } from '../../../lib/routeMessages';
import { AppLink } from '../../../components/common/AppLink';
import { useHeaderNavigation } from '../../catalog';

// The shop's navigation links, from its `navbar` and `footer` menus (else the top categories and the
// information pages). In the main chunk: every page renders them at once, so a chunk of their own
// would only add a request before the header and footer can hydrate.

// On a phone the row scrolls sideways: items keep their width (a shrunk button's text would spill
// over its neighbour's).
const NAV_ITEM_SX = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

// An item that only groups others (no target of its own) shows its links in its place: the row has
// no room for menus, and dropping the group would hide every link in it.
function NavButtons({ links }: { links: NavLink[] }) {
  return links.map((link) =>
    link.to === null ? (
      <NavButtons key={link.id} links={link.children} />
    ) : link.external ? (
      <Button
        key={link.id}
        href={link.to}
        rel="noopener noreferrer"
        size="small"
        color="inherit"
        sx={NAV_ITEM_SX}
      >
        {link.label}
      </Button>
    ) : (
      <Button key={link.id} component={AppLink} to={link.to} size="small" color="inherit" sx={NAV_ITEM_SX}>
        {link.label}
      </Button>
    ),
  );
}

function QueriedHeaderLinks() {
  return <NavButtons links={useHeaderNavigation().header} />;
}

/** The header row's links: `links` when given (the /header-test gallery), else the shop's. */
export function HeaderLinks({ links }: { links?: NavLink[] }) {
  return links ? <NavButtons links={links} /> : <QueriedHeaderLinks />;
}

const INFO_LINKS = [
  { to: '/help', title: routeTitles.help },
  { to: '/shipping', title: routeTitles.shipping },
  { to: '/returns', title: routeTitles.returns },
  { to: '/contact', title: routeTitles.contact },
  { to: '/about', title: routeTitles.about },
  { to: '/terms', title: routeTitles.terms },
  { to: '/privacy', title: routeTitles.privacy },
  { to: '/docs/payment-troubleshooting', title: routeTitles.paymentTroubleshooting },
];

function FooterLink({ link }: { link: NavLink }) {
  if (link.to === null) return null;
  return link.external ? (
    <Link href={link.to} rel="noopener noreferrer" color="text.primary">
      {link.label}
    </Link>
  ) : (
    <Link component={AppLink} to={link.to} color="text.primary">
      {link.label}
    </Link>
  );
}

/**
 * The shop's `footer` menu: each top-level item that groups others a heading over its links, lone
 * links in a column of their own.
 */
function MenuGroups({ links }: { links: NavLink[] }) {
  const loose = links.filter((link) => link.children.length === 0);
  return (
    <>
      {links
        .filter((link) => link.children.length > 0)
        .map((group) => (
          <Stack key={group.id} spacing={1} sx={{ minWidth: 180 }}>
            <Typography component="h2" variant="subtitle2">
              {group.to === null ? group.label : <FooterLink link={group} />}
            </Typography>
            {group.children.map((link) => (
              <FooterLink key={link.id} link={link} />
            ))}
          </Stack>
        ))}
      {loose.length > 0 && (
        <Stack spacing={1}>
          {loose.map((link) => (
            <FooterLink key={link.id} link={link} />
          ))}
        </Stack>
      )}
    </>
  );
}

/** The footer's navigation: the shop's footer menu when it has one, else the information pages. */
export function FooterLinks() {
  const intl = useIntl();
  const { footer } = useHeaderNavigation();
  return (
    <Stack
      component="nav"
      aria-label={intl.formatMessage({
        id: 'footer.nav.label',
        defaultMessage: 'Shop information',
        description: 'Screen-reader name of the footer navigation',
      })}
      direction="row"
      useFlexGap
      spacing={footer?.length ? 4 : 2}
      sx={{ flexWrap: 'wrap', mb: 2 }}
    >
      {footer?.length ? (
        <MenuGroups links={footer} />
      ) : (
        INFO_LINKS.map((link) => (
          <Link key={link.to} component={AppLink} to={link.to} color="text.primary">
            {intl.formatMessage(link.title)}
          </Link>
        ))
      )}
    </Stack>
  );
}
