import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { AppLink } from './AppLink';

export interface Crumb {
  label: string;
  to: string;
}

/** Where a page sits: links to the pages above it, then the page itself (aria-current). */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const intl = useIntl();
  return (
    <MuiBreadcrumbs
      sx={{ mb: 2 }}
      aria-label={intl.formatMessage({
        id: 'common.breadcrumbs.label',
        defaultMessage: 'Breadcrumb',
        description: 'Screen-reader name of the breadcrumb trail',
      })}
    >
      {trail.map((crumb) => (
        <Link key={crumb.to} component={AppLink} to={crumb.to} underline="hover" color="inherit">
          {crumb.label}
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page">
        {current}
      </Typography>
    </MuiBreadcrumbs>
  );
}
