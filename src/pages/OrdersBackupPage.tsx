import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../app/hooks';
import { routeTitles } from '../lib/routeMessages';
import { PageHeading } from '../components/common/PageHeading';
import { selectOrderMapping } from '../features/orders/ordersSlice';
import { RememberedOrder } from '../features/orders/RememberedOrder';

/** The orders this browser knows of (orderMapping), readable even when the account's list fails. */
export default function OrdersBackupPage() {
  const entries = Object.entries(useAppSelector(selectOrderMapping)).filter(([key]) => /^\d+$/.test(key));
  return (
    <>
      <PageHeading title={routeTitles.ordersBackup}>
        <FormattedMessage
          id="page.ordersBackup.intro"
          defaultMessage="Orders placed from this browser, opened by their private token."
          description="Lead paragraph of the backup order list"
        />
      </PageHeading>
      {entries.length === 0 ? (
        <Typography>
          <FormattedMessage
            id="page.ordersBackup.empty"
            defaultMessage="No orders have been placed from this browser yet."
            description="Shown when no orders are remembered"
          />
        </Typography>
      ) : (
        <List>
          {entries.map(([number, token]) => (
            <RememberedOrder key={number} number={number} token={token} />
          ))}
        </List>
      )}
    </>
  );
}
