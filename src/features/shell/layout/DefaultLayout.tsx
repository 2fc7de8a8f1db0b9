import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router-dom';
import { Header } from '../header/Header';
import { Footer } from './Footer';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** The "default" layout: header, the page, footer. */
export function DefaultLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <Header />
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth="lg"
        // At least a screen tall: the footer starts below the fold, so a page filling in never moves it
        // into view and out again.
        sx={{ flex: 1, minHeight: '100vh', py: 3, outline: 'none' }}
      >
        <Outlet />
      </Container>
      <Footer />
    </Box>
  );
}
