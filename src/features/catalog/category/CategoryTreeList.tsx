import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AppLink } from '../../../components/common/AppLink';
import type { CategoryBranch } from './categoryTree';

function Branches({ branches, depth }: { branches: CategoryBranch[]; depth: number }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: depth > 1 ? 2 : 0 }}>
      {branches.map((branch) => (
        <li key={branch.id}>
          <Link
            component={AppLink}
            to={`/categories/${branch.slug}`}
            underline="hover"
            sx={{ display: 'inline-block', py: 0.75, overflowWrap: 'anywhere' }}
          >
            {branch.name}
          </Link>
          {branch.children.length > 0 && <Branches branches={branch.children} depth={depth + 1} />}
        </li>
      ))}
    </Box>
  );
}

/**
 * The category tree: a card per top-level category (its name a heading and a link) holding its
 * subcategories as nested lists, each level indented, every category a link to its page.
 */
export function CategoryTreeList({ tree, label }: { tree: CategoryBranch[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        gap: 2,
        listStyle: 'none',
        m: 0,
        p: 0,
      }}
    >
      {tree.map((root) => (
        <li key={root.id}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography variant="h6" component="h2">
              <Link component={AppLink} to={`/categories/${root.slug}`} underline="hover" color="inherit">
                {root.name}
              </Link>
            </Typography>
            {root.children.length > 0 && <Branches branches={root.children} depth={1} />}
          </Paper>
        </li>
      ))}
    </Box>
  );
}
