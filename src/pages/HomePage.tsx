import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { FeaturedPlaceholder } from '../features/home/FeaturedPlaceholder';
import { HomeHero } from '../features/home/HomeHero';

// The hero is in the page's own chunk and paints at once; the featured sections (cards, wishlist
// toggles, their request) load beside it, keeping the home page's first script within its budget.
const HomeFeatured = lazy(() =>
  import(/* webpackChunkName: "home-featured" */ '../features/home/HomeFeatured').then((module) => ({
    default: module.HomeFeatured,
  })),
);

export default function HomePage() {
  return (
    <Stack spacing={5}>
      <HomeHero />
      <Suspense fallback={<FeaturedPlaceholder />}>
        <HomeFeatured />
      </Suspense>
    </Stack>
  );
}
