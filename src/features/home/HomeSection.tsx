import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { AppLink } from '../../components/common/AppLink';

/** A titled part of the home page (its heading names the section), with an optional "see all" link. */
export function HomeSection({
  title,
  more,
  children,
}: {
  title: ReactNode;
  more?: { to: string; label: ReactNode };
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: 2,
          mb: 2,
        }}
      >
        <Typography variant="h5" component="h2" id={headingId}>
          {title}
        </Typography>
        {more ? (
          <Link component={AppLink} to={more.to}>
            {more.label}
          </Link>
        ) : null}
      </Box>
      {children}
    </Box>
  );
}
