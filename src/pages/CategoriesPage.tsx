import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../app/routeMessages';
import { AppLink } from '../components/common/AppLink';
import { PageHeading } from '../components/common/PageHeading';
import { useHeaderCategoriesQuery } from '../features/catalog/catalogApi';

export default function CategoriesPage() {
  const { data } = useHeaderCategoriesQuery({ first: 100 });
  const categories = data?.categories?.edges.map((edge) => edge.node) ?? [];
  return (
    <>
      <PageHeading title={routeTitles.categories}>
        <FormattedMessage
          id="page.categories.intro"
          defaultMessage="Every department of the shop."
          description="Lead paragraph of the category list"
        />
      </PageHeading>
      <List>
        {categories.map((category) => (
          <ListItem key={category.id} disablePadding>
            <ListItemButton component={AppLink} to={`/categories/${category.slug}`}>
              <ListItemText primary={category.name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}
