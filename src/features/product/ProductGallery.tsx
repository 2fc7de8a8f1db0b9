import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { productMessages as m } from './productMessages';

export interface GalleryImage {
  id: string;
  /** The large picture (Saleor's url(size: 1024)). */
  url: string;
  /** The thumbnail button's picture (url(size: 128)). */
  thumbUrl: string;
  /** The shop's text alternative, '' when it has none in the page's language. */
  alt: string;
}

// Both sizes are asked of Saleor as square thumbnails; width and height let the browser reserve the
// space before a picture arrives (no layout shift), object-fit keeps other shapes undistorted.
const MAIN_SIZE = 1024;
const THUMB_SIZE = 128;

const CHEVRON_LEFT = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const CHEVRON_RIGHT = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';

/**
 * The product's pictures: one large, with previous/next buttons and a row of thumbnail buttons
 * (aria-pressed on the one shown). Arrow keys, Home and End move through them from any control in the
 * gallery; on a thumbnail, focus follows. The picture shown first loads at once, the others when
 * needed. `preferred` (the chosen variant's picture) is shown when the gallery opens and when it changes.
 */
export function ProductGallery({
  name,
  images,
  preferred,
}: {
  name: string;
  images: GalleryImage[];
  preferred?: number;
}) {
  const intl = useIntl();
  const [chosen, setChosen] = useState(preferred ?? 0);
  const [firstShown] = useState(preferred ?? 0);
  // A new variant's picture replaces the one shown (state adjusted during render, not in an effect,
  // so the old picture never flashes).
  const [lastPreferred, setLastPreferred] = useState(preferred);
  if (preferred !== lastPreferred) {
    setLastPreferred(preferred);
    if (preferred !== undefined) setChosen(preferred);
  }
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const index = Math.min(chosen, Math.max(0, count - 1));

  if (count === 0)
    return (
      <Box
        sx={{
          aspectRatio: '1',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          borderRadius: 2,
          color: 'text.secondary',
        }}
      >
        <Typography>{intl.formatMessage(m.noImage)}</Typography>
      </Box>
    );

  const show = (next: number, focusThumb: boolean) => {
    const wrapped = (next + count) % count;
    setChosen(wrapped);
    if (focusThumb) thumbs.current[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const onThumb = thumbs.current.includes(event.target as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    if (!(event.key in moves) || count < 2) return;
    event.preventDefault();
    show(moves[event.key], onThumb);
  };

  const image = images[index];
  return (
    <Box
      component="section"
      aria-label={intl.formatMessage(m.gallery, { name })}
      onKeyDown={onKeyDown}
      sx={{ minWidth: 0 }}
    >
      <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}>
        <Box
          component="img"
          key={image.id}
          src={image.url}
          alt={image.alt || intl.formatMessage(m.pictureAlt, { name, index: index + 1, count })}
          width={MAIN_SIZE}
          height={MAIN_SIZE}
          loading={index === firstShown ? 'eager' : 'lazy'}
          fetchPriority={index === firstShown ? 'high' : 'auto'}
          sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'contain' }}
        />
        {count > 1 && (
          <>
            <GalleryArrow
              side="left"
              label={intl.formatMessage(m.previousImage)}
              path={CHEVRON_LEFT}
              onClick={() => show(index - 1, false)}
            />
            <GalleryArrow
              side="right"
              label={intl.formatMessage(m.nextImage)}
              path={CHEVRON_RIGHT}
              onClick={() => show(index + 1, false)}
            />
          </>
        )}
      </Box>
      {count > 1 && (
        <>
          <Typography
            variant="body2"
            color="text.secondary"
            aria-live="polite"
            sx={{ textAlign: 'center', mt: 1 }}
          >
            {intl.formatMessage(m.imagePosition, { index: index + 1, count })}
          </Typography>
          <Box
            component="ul"
            sx={{ display: 'flex', gap: 1, m: 0, mt: 1, p: 0.5, listStyle: 'none', overflowX: 'auto' }}
          >
            {images.map((thumb, i) => (
              <Box component="li" key={thumb.id} sx={{ flex: '0 0 auto' }}>
                <ButtonBase
                  ref={(element: HTMLButtonElement | null) => {
                    thumbs.current[i] = element;
                  }}
                  aria-pressed={i === index}
                  aria-label={intl.formatMessage(m.showImage, { index: i + 1, count })}
                  onClick={() => show(i, false)}
                  sx={{
                    borderRadius: 1,
                    overflow: 'hidden',
                    border: 2,
                    borderColor: i === index ? 'primary.main' : 'transparent',
                    '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'secondary.main' },
                  }}
                >
                  <Box
                    component="img"
                    src={thumb.thumbUrl}
                    alt=""
                    width={THUMB_SIZE}
                    height={THUMB_SIZE}
                    loading="lazy"
                    sx={{ display: 'block', width: 64, height: 64, objectFit: 'cover' }}
                  />
                </ButtonBase>
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

function GalleryArrow({
  side,
  label,
  path,
  onClick,
}: {
  side: 'left' | 'right';
  label: string;
  path: string;
  onClick: () => void;
}) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      sx={{
        position: 'absolute',
        top: '50%',
        [side]: 8,
        transform: 'translateY(-50%)',
        bgcolor: 'background.paper',
        boxShadow: 1,
        '&:hover': { bgcolor: 'background.paper' },
      }}
    >
      <SvgIcon>
        <path d={path} />
      </SvgIcon>
    </IconButton>
  );
}
