import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ChangeEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { routeTitles } from '../../lib/routeMessages';
import { blue, COLOUR_SCHEME_ATTRIBUTE, green, type ColourScheme } from '../../lib/theme';
import {
  AuroraBackground,
  auroraThemeColours,
  type AuroraColoursByMode,
} from '../../components/aurora/AuroraBackground';
import { useShownColourScheme } from '../../features/colourMode';
import { PageHeading } from '../../components/common/PageHeading';
import { GallerySection } from './GallerySection';

type Colours = [string, string, string];
type Preset = 'theme' | 'green' | 'blue' | 'custom';

/** Fixed colour sets from the theme's ramps, per colour mode (pastels in light, deep shades in dark). */
const PRESETS: Record<Exclude<Preset, 'theme' | 'custom'>, Record<ColourScheme, Colours>> = {
  green: { light: [green[200], green[300], green[100]], dark: [green[700], green[900], green[800]] },
  blue: { light: [blue[200], blue[300], blue[100]], dark: [blue[700], blue[900], blue[800]] },
};

const THEME_PRESET: AuroraColoursByMode = {
  light: auroraThemeColours('light'),
  dark: auroraThemeColours('dark'),
};

/** A preset's colours in both modes (CSS picks one), custom colours as they are. */
const presetColours = (preset: Preset, custom: Colours): Colours | AuroraColoursByMode =>
  preset === 'theme' ? THEME_PRESET : preset === 'custom' ? custom : PRESETS[preset];

/** A preset's colours in one mode. */
const presetColoursIn = (preset: Preset, mode: ColourScheme, custom: Colours): Colours =>
  preset === 'custom'
    ? custom
    : ([...(preset === 'theme' ? THEME_PRESET : PRESETS[preset])[mode]] as Colours);

const DEFAULTS = { speed: 1, intensity: 80, preset: 'theme' as Preset, paused: false };

// Plain descriptors, so that messages with placeholders take their values (as in routeMessages.ts).
const plain = <K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> =>
  messages;

const m = plain(
  defineMessages({
    controls: {
      id: 'page.auroraTest.controls',
      defaultMessage: 'Controls',
      description: 'Heading of the aurora controls on the aurora test page',
    },
    speed: {
      id: 'page.auroraTest.speed',
      defaultMessage: 'Speed',
      description: 'Label of the slider that sets how fast the aurora moves',
    },
    speedValue: {
      id: 'page.auroraTest.speedValue',
      defaultMessage: '{speed}× normal speed',
      description: 'Value of the aurora speed slider, read aloud and shown; {speed} is a number such as 1.5',
    },
    intensity: {
      id: 'page.auroraTest.intensity',
      defaultMessage: 'Intensity',
      description: 'Label of the slider that sets how strong the aurora colours are',
    },
    intensityValue: {
      id: 'page.auroraTest.intensityValue',
      defaultMessage: '{intensity, number, percent}',
      description: 'Value of the aurora intensity slider, a percentage',
    },
    colours: {
      id: 'page.auroraTest.colours',
      defaultMessage: 'Colours',
      description: 'Label of the group of colour choices for the aurora',
    },
    presetTheme: {
      id: 'page.auroraTest.preset.theme',
      defaultMessage: 'Theme green and blue',
      description: 'Aurora colour choice: the shop theme’s green and blue',
    },
    presetGreen: {
      id: 'page.auroraTest.preset.green',
      defaultMessage: 'Greens',
      description: 'Aurora colour choice: shades of green only',
    },
    presetBlue: {
      id: 'page.auroraTest.preset.blue',
      defaultMessage: 'Blues',
      description: 'Aurora colour choice: shades of blue only',
    },
    presetCustom: {
      id: 'page.auroraTest.preset.custom',
      defaultMessage: 'Custom',
      description: 'Aurora colour choice: the colours picked in the colour fields below',
    },
    colour: {
      id: 'page.auroraTest.colour',
      defaultMessage: 'Colour {n}',
      description: 'Label of one of the three colour pickers of the aurora; {n} is 1, 2 or 3',
    },
    pause: {
      id: 'page.auroraTest.pause',
      defaultMessage: 'Pause the animation',
      description: 'Label of the switch that stops the aurora moving',
    },
    reset: {
      id: 'page.auroraTest.reset',
      defaultMessage: 'Reset',
      description: 'Button that puts every aurora control back to its default',
    },
    preview: {
      id: 'page.auroraTest.preview',
      defaultMessage: 'Preview',
      description: 'Accessible name of the large aurora preview on the aurora test page',
    },
    sampleHeading: {
      id: 'page.auroraTest.sampleHeading',
      defaultMessage: 'New season, new colours',
      description: 'Sample hero heading shown over the aurora preview',
    },
    sampleText: {
      id: 'page.auroraTest.sampleText',
      defaultMessage: 'Sample text over the aurora, to check that it stays easy to read.',
      description: 'Sample paragraph shown over the aurora preview',
    },
    bothModes: {
      id: 'page.auroraTest.bothModes',
      defaultMessage: 'In light and dark mode',
      description: 'Heading of the two small previews of the aurora in each colour mode',
    },
    lightMode: {
      id: 'page.auroraTest.lightMode',
      defaultMessage: 'Light mode',
      description: 'Label of the small aurora preview in light mode',
    },
    darkMode: {
      id: 'page.auroraTest.darkMode',
      defaultMessage: 'Dark mode',
      description: 'Label of the small aurora preview in dark mode',
    },
    reducedMotion: {
      id: 'page.auroraTest.reducedMotion',
      defaultMessage: 'Your device asks for reduced motion, so the aurora stays still whatever the speed.',
      description: 'Notice on the aurora test page when the system prefers reduced motion',
    },
  }),
);

interface AuroraSettings {
  speed: number;
  intensity: number;
  colours: Colours | AuroraColoursByMode;
  paused: boolean;
}

function SampleHero({
  settings,
  label,
  small,
}: {
  settings: AuroraSettings;
  label: string;
  small?: boolean;
}) {
  const intl = useIntl();
  return (
    <AuroraBackground
      component="section"
      aria-label={label}
      speed={settings.speed}
      intensity={settings.intensity / 100}
      colours={settings.colours}
      paused={settings.paused}
      sx={{
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        color: 'text.primary',
        minHeight: small ? 160 : { xs: 240, md: 320 },
        p: small ? 2 : { xs: 3, md: 6 },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 1,
      }}
    >
      <Typography variant={small ? 'subtitle1' : 'h4'} component={small ? 'h3' : 'h2'}>
        {small ? label : intl.formatMessage(m.sampleHeading)}
      </Typography>
      <Typography sx={{ maxWidth: '50ch' }}>{intl.formatMessage(m.sampleText)}</Typography>
    </AuroraBackground>
  );
}

function LabelledSlider({
  label,
  value,
  onChange,
  min,
  max,
  step,
  valueText,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step: number;
  valueText: (value: number) => string;
}) {
  const id = useId();
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography id={id} component="span">
          {label}
        </Typography>
        <Typography component="span" color="text.secondary" aria-hidden>
          {valueText(value)}
        </Typography>
      </Stack>
      <Slider
        aria-labelledby={id}
        value={value}
        min={min}
        max={max}
        step={step}
        getAriaValueText={valueText}
        onChange={(_, next) => onChange(next as number)}
      />
    </Box>
  );
}

/** The home page's aurora background with controls for its speed, intensity, colours and motion. */
export default function AuroraTestPage() {
  const intl = useIntl();
  // The colour fields show the colours of the mode on screen, known once the page is in the browser
  // (the previews themselves take both modes' colours and leave the choice to CSS).
  const mode = useShownColourScheme() ?? 'light';
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [speed, setSpeed] = useState(DEFAULTS.speed);
  const [intensity, setIntensity] = useState(DEFAULTS.intensity);
  const [preset, setPreset] = useState<Preset>(DEFAULTS.preset);
  const [custom, setCustom] = useState<Colours | null>(null);
  const [paused, setPaused] = useState(DEFAULTS.paused);
  // Until a colour is picked, the custom set starts from the theme's colours in the mode shown.
  const customColours = custom ?? ([...THEME_PRESET[mode]] as Colours);
  const shownColours = presetColoursIn(preset, mode, customColours);
  const settings = { speed, intensity, colours: presetColours(preset, customColours), paused };

  const pickColour = (index: number, value: string) => {
    const next = [...shownColours] as Colours;
    next[index] = value;
    setCustom(next);
    setPreset('custom');
  };
  const reset = () => {
    setSpeed(DEFAULTS.speed);
    setIntensity(DEFAULTS.intensity);
    setPreset(DEFAULTS.preset);
    setCustom(null);
    setPaused(DEFAULTS.paused);
  };
  const presetLabels: Record<Preset, string> = {
    theme: intl.formatMessage(m.presetTheme),
    green: intl.formatMessage(m.presetGreen),
    blue: intl.formatMessage(m.presetBlue),
    custom: intl.formatMessage(m.presetCustom),
  };

  return (
    <>
      <PageHeading title={routeTitles.auroraTest}>
        <FormattedMessage
          id="page.auroraTest.intro"
          defaultMessage="The animated aurora background of the home page, with its controls."
          description="Lead paragraph of the auroraTest page"
        />
      </PageHeading>
      <Stack spacing={3}>
        <SampleHero settings={settings} label={intl.formatMessage(m.preview)} />
        {reducedMotion && (
          <Typography role="status" color="text.secondary">
            {intl.formatMessage(m.reducedMotion)}
          </Typography>
        )}
        <GallerySection title={intl.formatMessage(m.controls)}>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              alignItems: 'start',
            }}
          >
            <Stack spacing={2}>
              <LabelledSlider
                label={intl.formatMessage(m.speed)}
                value={speed}
                onChange={setSpeed}
                min={0.25}
                max={4}
                step={0.25}
                valueText={(value) => intl.formatMessage(m.speedValue, { speed: value })}
              />
              <LabelledSlider
                label={intl.formatMessage(m.intensity)}
                value={intensity}
                onChange={setIntensity}
                min={0}
                max={100}
                step={5}
                valueText={(value) => intl.formatMessage(m.intensityValue, { intensity: value / 100 })}
              />
              <FormControlLabel
                control={<Switch checked={paused} onChange={(event) => setPaused(event.target.checked)} />}
                label={intl.formatMessage(m.pause)}
              />
              <Box>
                <Button variant="outlined" onClick={reset}>
                  {intl.formatMessage(m.reset)}
                </Button>
              </Box>
            </Stack>
            <FormControl component="fieldset">
              <FormLabel component="legend">{intl.formatMessage(m.colours)}</FormLabel>
              <RadioGroup value={preset} onChange={(event) => setPreset(event.target.value as Preset)}>
                {(Object.keys(presetLabels) as Preset[]).map((key) => (
                  <FormControlLabel key={key} value={key} control={<Radio />} label={presetLabels[key]} />
                ))}
              </RadioGroup>
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                {shownColours.map((colour, index) => (
                  <ColourField
                    key={index}
                    label={intl.formatMessage(m.colour, { n: index + 1 })}
                    value={colour}
                    onChange={(value) => pickColour(index, value)}
                  />
                ))}
              </Stack>
            </FormControl>
          </Box>
        </GallerySection>
        <GallerySection title={intl.formatMessage(m.bothModes)}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {/* The theme's colour-scheme attribute on a wrapper shows its subtree in that scheme: the
                theme's variables are declared again there. Styles written with applyStyles('dark')
                follow the page's own mode instead, so the previews pass fixed colours. */}
            {(['light', 'dark'] as const).map((scheme) => (
              <Box key={scheme} {...{ [COLOUR_SCHEME_ATTRIBUTE]: scheme }}>
                <SampleHero
                  small
                  label={intl.formatMessage(scheme === 'light' ? m.lightMode : m.darkMode)}
                  settings={{ ...settings, colours: presetColoursIn(preset, scheme, customColours) }}
                />
              </Box>
            ))}
          </Box>
        </GallerySection>
      </Stack>
    </>
  );
}

/** A native colour picker with a visible label (keyboard: Tab to it, Enter or Space opens the picker). */
function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography component="label" htmlFor={id} variant="body2">
        {label}
      </Typography>
      <Box
        component="input"
        id={id}
        type="color"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{
          width: 56,
          height: 36,
          p: 0.25,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
        }}
      />
    </Stack>
  );
}
