import Stack from '@mui/material/Stack';
import { lazyPart } from '../components/common/lazyPart';
import { FeaturedPlaceholder } from '../features/home/FeaturedPlaceholder';
import { HomeHero } from '../features/home/HomeHero';

// The hero is in the page's own chunk and paints at once; the featured sections (cards, wishlist
// toggles, their request) load beside it, keeping the home page's first script within its budget.
// Once their code is there (a later visit, a preload) they show with the page (lazyPart).
const { Part: HomeFeatured } = lazyPart(() =>
  import(/* webpackChunkName: "home-featured" */ '../features/home/HomeFeatured').then(
    (module) => module.HomeFeatured,
  ),
);

export default function HomePage() {
  return (
    <Stack spacing={5}>
      <HomeHero />
      <HomeFeatured fallback={<FeaturedPlaceholder />} />
    </Stack>
  );
}
