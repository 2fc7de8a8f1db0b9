import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../app/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';

const VARIANTS = ['contained', 'outlined', 'text'] as const;
const COLOURS = ['primary', 'secondary', 'error', 'inherit'] as const;
const SIZES = ['small', 'medium', 'large'] as const;

/** Every button variant, colour, size and state in the theme's colours. */
export default function ButtonTestPage() {
  return (
    <>
      <PageHeading title={routeTitles.buttonTest} />
      <Stack spacing={3}>
        {VARIANTS.map((variant) => (
          <Paper key={variant} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {variant}
            </Typography>
            <Stack spacing={2}>
              {COLOURS.map((color) => (
                <Stack
                  key={color}
                  direction="row"
                  spacing={2}
                  useFlexGap
                  sx={{ flexWrap: 'wrap', alignItems: 'center' }}
                >
                  {SIZES.map((size) => (
                    <Button key={size} variant={variant} color={color} size={size}>
                      {color} {size}
                    </Button>
                  ))}
                  <Button variant={variant} color={color} disabled>
                    <FormattedMessage
                      id="page.buttonTest.disabled"
                      defaultMessage="Disabled"
                      description="Label of a disabled sample button"
                    />
                  </Button>
                </Stack>
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
