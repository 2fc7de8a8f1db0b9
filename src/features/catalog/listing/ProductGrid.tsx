import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { ProductCard } from './ProductCard';
import type { ProductCardFragment } from './ProductCard.generated';

/** Two columns on a 360 px phone, up to four on a desktop: cards never push the page wider. */
export const productGridSx: SxProps<Theme> = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(auto-fill, minmax(140px, 1fr))',
    sm: 'repeat(auto-fill, minmax(200px, 1fr))',
  },
  gap: { xs: 1.5, sm: 2 },
  listStyle: 'none',
  m: 0,
  p: 0,
};

/** How many cards load their picture at once: the first row at the widest layout. */
const EAGER_CARDS = 4;

export interface ProductGridProps {
  products: ProductCardFragment[];
  /** The list's name for screen readers ("Products", "Search results", "New arrivals"...). */
  label: string;
  /** The card names' heading level (see ProductCard). */
  headingLevel?: 2 | 3;
  /** True while a newer page is on its way: the cards shown are kept, dimmed, and marked busy. */
  busy?: boolean;
  /** Set false when the grid is below the fold (no picture loads eagerly). */
  eagerFirstRow?: boolean;
}

/** Products as a responsive grid: a list (with its name) of cards. */
export function ProductGrid({
  products,
  label,
  headingLevel = 2,
  busy = false,
  eagerFirstRow = true,
}: ProductGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={busy || undefined}
      sx={[productGridSx, { opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }] as SxProps<Theme>}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            eager={eagerFirstRow && index < EAGER_CARDS}
            first={index === 0}
          />
        </li>
      ))}
    </Box>
  );
}
