import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { FaqItem } from './infoContent';
import { useInfoValues } from './infoValues';

// Material's "expand more" chevron, drawn here rather than importing an icon package.
const EXPAND_MORE = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';

/**
 * Questions that open on click, Enter or Space: each question is a button (with aria-expanded) inside
 * an h3, so the page outline lists every question and a screen reader can jump between them.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const intl = useIntl();
  const values = useInfoValues();
  return (
    <div>
      {items.map((item) => (
        <Accordion
          key={item.id}
          disableGutters
          variant="outlined"
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
        >
          <AccordionSummary
            id={`faq-${item.id}`}
            aria-controls={`faq-${item.id}-answer`}
            expandIcon={
              <SvgIcon aria-hidden>
                <path d={EXPAND_MORE} />
              </SvgIcon>
            }
          >
            <Typography component="span" sx={{ fontWeight: 500 }}>
              {intl.formatMessage(item.question)}
            </Typography>
          </AccordionSummary>
          {/* MUI makes the answer a region named by the question, from the summary's id and aria-controls. */}
          <AccordionDetails sx={{ pt: 0 }}>
            {item.answer.map((paragraph) => (
              <Typography key={paragraph.id} sx={{ '&:not(:last-child)': { mb: 1.5 } }}>
                {intl.formatMessage(paragraph, values)}
              </Typography>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
