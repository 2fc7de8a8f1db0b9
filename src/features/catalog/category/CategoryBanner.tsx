import Box from '@mui/material/Box';

/** Banner width and height as asked of Saleor (backgroundImage(size: 1024)), a 3:1 band. */
const BANNER_WIDTH = 1024;
const BANNER_HEIGHT = 341;

/** The banner's band: 3:1 on a phone; a lower band on wider screens so the products start above the fold. */
export const BANNER_ASPECT_RATIO = { xs: `${BANNER_WIDTH} / ${BANNER_HEIGHT}`, md: '5 / 1' };

/**
 * The category's background image as a band above its heading. It is the page's largest picture and
 * at the top, so it loads at once (not lazily); width and height keep its place while it does.
 */
export function CategoryBanner({ url, alt }: { url: string; alt: string }) {
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      fetchPriority="high"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: BANNER_ASPECT_RATIO,
        objectFit: 'cover',
        borderRadius: 2,
        mb: 3,
        bgcolor: 'action.hover',
      }}
    />
  );
}
