import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { routeTitles } from '../../lib/routeMessages';
import { CartIcon, HeartIcon, SearchIcon } from '../../components/common/icons';
import { PageHeading } from '../../components/common/PageHeading';
import { GallerySection } from './GallerySection';

const VARIANTS = ['contained', 'outlined', 'text'] as const;
const COLOURS = ['primary', 'secondary', 'success', 'info', 'warning', 'error', 'inherit'] as const;
const SIZES = ['small', 'medium', 'large'] as const;
type Colour = (typeof COLOURS)[number];

const variantNames: Record<(typeof VARIANTS)[number], MessageDescriptor> = defineMessages({
  contained: {
    id: 'page.buttonTest.variant.contained',
    defaultMessage: 'Contained buttons',
    description: 'Heading of the filled (contained) buttons on the button gallery',
  },
  outlined: {
    id: 'page.buttonTest.variant.outlined',
    defaultMessage: 'Outlined buttons',
    description: 'Heading of the outlined buttons on the button gallery',
  },
  text: {
    id: 'page.buttonTest.variant.text',
    defaultMessage: 'Text buttons',
    description: 'Heading of the text-only buttons on the button gallery',
  },
});

const colourNames: Record<Colour, MessageDescriptor> = defineMessages({
  primary: {
    id: 'page.buttonTest.colour.primary',
    defaultMessage: 'Primary (green)',
    description: 'Name of the theme colour "primary" on the button gallery',
  },
  secondary: {
    id: 'page.buttonTest.colour.secondary',
    defaultMessage: 'Secondary (blue)',
    description: 'Name of the theme colour "secondary" on the button gallery',
  },
  success: {
    id: 'page.buttonTest.colour.success',
    defaultMessage: 'Success',
    description: 'Name of the theme colour "success" on the button gallery',
  },
  info: {
    id: 'page.buttonTest.colour.info',
    defaultMessage: 'Info',
    description: 'Name of the theme colour "info" on the button gallery',
  },
  warning: {
    id: 'page.buttonTest.colour.warning',
    defaultMessage: 'Warning',
    description: 'Name of the theme colour "warning" on the button gallery',
  },
  error: {
    id: 'page.buttonTest.colour.error',
    defaultMessage: 'Error',
    description: 'Name of the theme colour "error" on the button gallery',
  },
  inherit: {
    id: 'page.buttonTest.colour.inherit',
    defaultMessage: 'Inherited text colour',
    description: 'Name of the button colour that takes the surrounding text colour, on the button gallery',
  },
});

// Plain descriptors, so that messages with placeholders take their values (as in routeMessages.ts).
const plain = <K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> =>
  messages;

const m = plain(
  defineMessages({
    intro: {
      id: 'page.buttonTest.intro',
      defaultMessage: 'Every button variant, size, colour and state in the theme’s colours.',
      description: 'Lead paragraph of the button gallery',
    },
    small: { id: 'page.buttonTest.size.small', defaultMessage: 'Small', description: 'Sample button label' },
    medium: {
      id: 'page.buttonTest.size.medium',
      defaultMessage: 'Medium',
      description: 'Sample button label',
    },
    large: { id: 'page.buttonTest.size.large', defaultMessage: 'Large', description: 'Sample button label' },
    withIcon: {
      id: 'page.buttonTest.withIcon',
      defaultMessage: 'With icon',
      description: 'Label of a sample button that has an icon before its text',
    },
    loading: {
      id: 'page.buttonTest.loading',
      defaultMessage: 'Loading',
      description: 'Label of a sample button shown in its loading state (spinner, not clickable)',
    },
    iconButtons: {
      id: 'page.buttonTest.iconButtons',
      defaultMessage: 'Icon buttons',
      description: 'Heading of the icon-only buttons on the button gallery',
    },
    iconSearch: {
      id: 'page.buttonTest.iconSearch',
      defaultMessage: 'Search ({colour})',
      description: 'Accessible name of a sample icon button; {colour} is the theme colour name',
    },
    iconCart: {
      id: 'page.buttonTest.iconCart',
      defaultMessage: 'Cart ({colour})',
      description: 'Accessible name of a sample icon button; {colour} is the theme colour name',
    },
    iconDisabled: {
      id: 'page.buttonTest.iconDisabled',
      defaultMessage: 'Wishlist, disabled ({colour})',
      description: 'Accessible name of a disabled sample icon button; {colour} is the theme colour name',
    },
  }),
);

const ROW_SX = { flexWrap: 'wrap', alignItems: 'center' } as const;

/** One colour of one variant: each size, then with an icon, disabled and loading. */
function ButtonRow({ variant, colour }: { variant: (typeof VARIANTS)[number]; colour: Colour }) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <Stack spacing={0.5}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {intl.formatMessage(colourNames[colour])}
      </Typography>
      <Stack role="group" aria-labelledby={labelId} direction="row" spacing={2} useFlexGap sx={ROW_SX}>
        {SIZES.map((size) => (
          <Button key={size} variant={variant} color={colour} size={size}>
            {intl.formatMessage(m[size])}
          </Button>
        ))}
        <Button variant={variant} color={colour} startIcon={<CartIcon />}>
          {intl.formatMessage(m.withIcon)}
        </Button>
        <Button variant={variant} color={colour} disabled>
          <FormattedMessage
            id="page.buttonTest.disabled"
            defaultMessage="Disabled"
            description="Label of a disabled sample button"
          />
        </Button>
        <Button variant={variant} color={colour} loading loadingPosition="start" startIcon={<CartIcon />}>
          {intl.formatMessage(m.loading)}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Every button variant, colour, size and state in the theme's colours. */
export default function ButtonTestPage() {
  const intl = useIntl();
  return (
    <>
      <PageHeading title={routeTitles.buttonTest}>{intl.formatMessage(m.intro)}</PageHeading>
      <Stack spacing={3}>
        {VARIANTS.map((variant) => (
          <GallerySection key={variant} title={intl.formatMessage(variantNames[variant])}>
            <Stack spacing={2}>
              {COLOURS.map((colour) => (
                <ButtonRow key={colour} variant={variant} colour={colour} />
              ))}
            </Stack>
          </GallerySection>
        ))}
        <GallerySection title={intl.formatMessage(m.iconButtons)}>
          <Stack direction="row" spacing={1} useFlexGap sx={ROW_SX}>
            {COLOURS.map((colour) => {
              const name = { colour: intl.formatMessage(colourNames[colour]) };
              return (
                <Stack key={colour} direction="row" spacing={0.5}>
                  <IconButton color={colour} size="small" aria-label={intl.formatMessage(m.iconSearch, name)}>
                    <SearchIcon fontSize="small" />
                  </IconButton>
                  <IconButton color={colour} aria-label={intl.formatMessage(m.iconCart, name)}>
                    <CartIcon />
                  </IconButton>
                  <IconButton color={colour} disabled aria-label={intl.formatMessage(m.iconDisabled, name)}>
                    <HeartIcon />
                  </IconButton>
                </Stack>
              );
            })}
          </Stack>
        </GallerySection>
      </Stack>
    </>
  );
}
